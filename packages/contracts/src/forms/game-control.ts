import { z } from 'zod';
import { limits, messages } from '../form-limits';
import { isTwoDecimalAmount } from '../money';

/** The admin panel's game control and balance adjustment forms. */
export const crashPointSchema = z
  .number({ error: messages.crashPointMin })
  .finite()
  .refine((value) => value >= limits.crashPointMin, messages.crashPointMin)
  .refine((value) => value <= limits.crashPointMax, messages.crashPointMax)
  .refine(isTwoDecimalAmount, 'Crash point can have at most two decimals');

export const roundNumberSchema = z
  .number({ error: messages.roundNumberInvalid })
  .int(messages.roundNumberInvalid)
  .positive(messages.roundNumberInvalid);

export const balanceAdjustmentSchema = z.object({
  amount: z
    .number()
    .int('The amount must be a whole number of PKR')
    .refine((value) => value !== 0, 'The amount cannot be 0')
    .refine((value) => Math.abs(value) <= limits.balanceAdjustmentMaxPkr, messages.balanceAdjustmentMax),
  reason: z.string().trim().min(1, messages.reasonRequired).max(limits.reasonMax, messages.reasonLong),
});
