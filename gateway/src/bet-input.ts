import { autoCashoutSchema, betAmountSchema, betSlotSchema, gameTypeSchema, placeBetRequestSchema } from '@pkr/contracts';
import { z } from 'zod';

/**
 * What a player sends to place a bet, over HTTP or `/ws`: PKR amount, optional auto cash-out multiplier, and the
 * bet panel it comes from (slot 1 when absent).
 */
export const betInputSchema = z.object({
  amount: betAmountSchema,
  autoCashout: autoCashoutSchema.nullish(),
  gameType: gameTypeSchema.default('crash'),
  multipleCashouts: placeBetRequestSchema.shape.multipleCashouts,
  slot: betSlotSchema.default(1),
});
export type BetInput = z.output<typeof betInputSchema>;

/** What a player sends to cash out: the game, and the bet by the id its placing answered or by its slot (optional). */
export const cashoutInputSchema = z.object({
  gameType: gameTypeSchema.default('crash'),
  betId: z.uuid('Invalid bet id').optional(),
  slot: betSlotSchema.optional(),
});
export type CashoutInput = z.output<typeof cashoutInputSchema>;

/**
 * What a player sends to take back a bet while its round is betting: the game, the bet's slot (1 when absent) and,
 * optionally, the bet's id, so a late retry never takes back a later bet of that panel.
 */
export const cancelInputSchema = z.object({
  gameType: gameTypeSchema.default('crash'),
  slot: betSlotSchema.default(1),
  betId: z.uuid('Invalid bet id').optional(),
});
export type CancelInput = z.output<typeof cancelInputSchema>;
