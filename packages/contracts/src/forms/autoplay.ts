import { z } from 'zod';
import { pkrAmountSchemaWith } from '../money';
import { betSlotSchema, gameTypeSchema } from '../schemas/game';
import { autoCashoutSchema, betAmountSchema } from './bets';

export const autoplayLimits = { roundsMin: 1, roundsMax: 100 } as const;

/** A stop amount in PKR: required ones name their field when missing, every one is above zero. */
function stopAmountSchema(field: string) {
  return pkrAmountSchemaWith({ notANumber: `${field} is required` }).refine((amount) => amount > 0, `${field} must be above 0 PKR`);
}

/**
 * What a player sends to start an auto-play of one bet panel, amounts in PKR: its bet, its auto cash-out, how many
 * rounds, and the stops. The loss stop is required, so no auto-play runs without a bound on what it may lose.
 */
export const startAutoplayInputSchema = z.object({
  gameType: gameTypeSchema.default('crash'),
  slot: betSlotSchema.default(1),
  amount: betAmountSchema,
  autoCashout: z.number({ error: 'Auto cash-out is required' }).pipe(autoCashoutSchema),
  rounds: z
    .number({ error: 'Rounds is required' })
    .int('Rounds must be a whole number')
    .min(autoplayLimits.roundsMin, `Rounds must be ${autoplayLimits.roundsMin} to ${autoplayLimits.roundsMax}`)
    .max(autoplayLimits.roundsMax, `Rounds must be ${autoplayLimits.roundsMin} to ${autoplayLimits.roundsMax}`),
  stopIfBalanceDecreasesBy: stopAmountSchema('Stop if balance decreases by'),
  stopIfBalanceIncreasesBy: stopAmountSchema('Stop if balance increases by').optional(),
  stopIfSingleWinExceeds: stopAmountSchema('Stop if single win exceeds').optional(),
});
export type StartAutoplayInput = z.output<typeof startAutoplayInputSchema>;
