import { z } from 'zod';
import { pkrAmountSchema } from '../money';
import { protectionMessages, protectionRules } from '../protection-rules';
import { breakPeriodSchema, exclusionPeriodSchema } from '../schemas/protection';

/** A limit in PKR as the Responsible Play page sends it: a number sets it, null removes it, absent leaves it. */
const limitPkrSchema = pkrAmountSchema.refine((pkr) => pkr > 0, protectionMessages.limitPositive).nullable().optional();

/** `PUT /api/responsible-play/limits`: any of the limits, each named by its field when it is refused. */
export const limitsFormSchema = z.strictObject({
  depositLimits: z.strictObject({ daily: limitPkrSchema, weekly: limitPkrSchema, monthly: limitPkrSchema }).optional(),
  lossLimitDaily: limitPkrSchema,
});
export type LimitsForm = z.infer<typeof limitsFormSchema>;

/** `POST /api/responsible-play/break`. */
export const breakFormSchema = z.object({ period: breakPeriodSchema });
/** `POST /api/responsible-play/self-exclusion`, and an admin's `POST /api/admin/users/:userId/self-exclusion` with a reason. */
export const selfExclusionFormSchema = z.object({ period: exclusionPeriodSchema });
export const adminSelfExclusionFormSchema = selfExclusionFormSchema.extend({
  reason: z.string({ error: protectionMessages.exclusionReasonRequired }).trim().min(1, protectionMessages.exclusionReasonRequired).max(500),
});

/** `PUT /api/responsible-play/reality-check`. */
export const realityCheckFormSchema = z.object({
  minutes: z
    .number({ error: protectionMessages.realityCheckMinutes })
    .int(protectionMessages.realityCheckMinutes)
    .min(protectionRules.realityCheckMinutesMin, protectionMessages.realityCheckMinutes)
    .max(protectionRules.realityCheckMinutesMax, protectionMessages.realityCheckMinutes),
});
