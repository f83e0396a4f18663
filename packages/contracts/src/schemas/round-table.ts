import { z } from 'zod';
import { userIdSchema } from './auth';
import { betSlotSchema, gameTypeSchema } from './game';

/** One bet in the round's live table, as every player sees it (PKR); the multiplier and win arrive with its cash-out. */
export const roundTableBetSchema = z.object({
  id: z.uuid(),
  userId: userIdSchema,
  username: z.string(),
  amount: z.number(),
  slot: betSlotSchema,
  cashoutMultiplier: z.number().nullable(),
  winAmount: z.number().nullable(),
});
export type RoundTableBet = z.infer<typeof roundTableBetSchema>;

/** `GET /api/games/:gameType/round-bets`: every placed bet of the current round, for a page that joins mid-round. */
export const roundBetsReplySchema = z.object({
  round: z.number().int(),
  bets: z.array(roundTableBetSchema),
  count: z.number().int().nonnegative(),
  totalAmount: z.number(),
});
export type RoundBetsReply = z.infer<typeof roundBetsReplySchema>;

/**
 * The live table's changes since the last update, at most five a second over `/ws`: bets placed or cashed out
 * (replace the row with the same id), the ids of bets cancelled, and the round's count and total staked after them.
 */
export const roundBetsUpdateSchema = z.object({
  type: z.literal('round_bets_update'),
  gameType: gameTypeSchema,
  round: z.number().int(),
  bets: z.array(roundTableBetSchema),
  removed: z.array(z.uuid()),
  count: z.number().int().nonnegative(),
  totalAmount: z.number(),
});
export type RoundBetsUpdate = z.infer<typeof roundBetsUpdateSchema>;

export const topPeriods = ['day', 'month', 'year'] as const;
export const topOrders = ['win', 'multiplier'] as const;

/** `GET /api/games/:gameType/top?period=day|month|year&by=win|multiplier`: the biggest wins of the period. */
export const topWinsRequestSchema = z.object({
  gameType: gameTypeSchema,
  period: z.enum(topPeriods, { error: 'Period must be day, month or year' }).default('day'),
  by: z.enum(topOrders, { error: 'Order must be win or multiplier' }).default('win'),
});
export const topWinSchema = z.object({
  id: z.uuid(),
  round: z.number().int(),
  userId: userIdSchema,
  username: z.string(),
  amount: z.number(),
  cashoutMultiplier: z.number(),
  winAmount: z.number(),
  settledAt: z.iso.datetime({ offset: true }),
});
export type TopWin = z.infer<typeof topWinSchema>;
export const topWinsReplySchema = z.object({
  period: z.enum(topPeriods),
  by: z.enum(topOrders),
  bets: z.array(topWinSchema),
});
export type TopWinsReply = z.infer<typeof topWinsReplySchema>;
