import { z } from 'zod';
import { pkrAmountSchemaWith } from '../money';
import { betSlotSchema, gameTypeSchema } from '../schemas/game';
import { autoCashoutSchema, betAmountSchema } from './bets';

export const autoplayLimits = { roundsMin: 1, roundsMax: 100 } as const;

/**
 * A stop amount in PKR, named as the Auto tab labels it (loss stop = stopIfBalanceDecreasesBy, win stop =
 * stopIfBalanceIncreasesBy, single win stop = stopIfSingleWinExceeds): a missing one is named, every one is above zero.
 */
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
  stopIfBalanceDecreasesBy: stopAmountSchema('Loss stop'),
  stopIfBalanceIncreasesBy: stopAmountSchema('Win stop').optional(),
  stopIfSingleWinExceeds: stopAmountSchema('Single win stop').optional(),
});
export type StartAutoplayInput = z.output<typeof startAutoplayInputSchema>;
