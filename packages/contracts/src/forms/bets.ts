import { z } from 'zod';
import { limits, messages } from '../form-limits';
import { isTwoDecimalAmount, pkrAmountSchemaWith } from '../money';

/** A bet's amount and auto cash-out, as the bet form and the engine judge them. */
export const betAmountSchema = pkrAmountSchemaWith({ tooLarge: messages.betMax })
  .refine((amount) => amount >= limits.betMinPkr, messages.betMin)
  .refine((amount) => amount <= limits.betMaxPkr, messages.betMax);

export const autoCashoutSchema = z
  .number()
  .finite()
  .refine((value) => value >= limits.autoCashoutMin, messages.autoCashoutMin)
  .refine(isTwoDecimalAmount, 'Auto cash-out can have at most two decimals');
