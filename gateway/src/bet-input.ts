import { autoCashoutSchema, betAmountSchema, gameTypeSchema, placeBetRequestSchema } from '@pkr/contracts';
import { z } from 'zod';

/** What a player sends to place a bet, over HTTP or `/ws`: PKR amount, optional auto cash-out multiplier. */
export const betInputSchema = z.object({
  amount: betAmountSchema,
  autoCashout: autoCashoutSchema.nullish(),
  gameType: gameTypeSchema.default('crash'),
  multipleCashouts: placeBetRequestSchema.shape.multipleCashouts,
});
export type BetInput = z.output<typeof betInputSchema>;

/** What a player sends to cash out: the game, and the bet by the id its placing answered (optional). */
export const cashoutInputSchema = z.object({ gameType: gameTypeSchema.default('crash'), betId: z.uuid('Invalid bet id').optional() });
export type CashoutInput = z.output<typeof cashoutInputSchema>;
