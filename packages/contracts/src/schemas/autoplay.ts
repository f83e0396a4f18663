import { z } from 'zod';
import { positivePaisaSchema } from '../money';
import { userIdSchema } from './auth';
import { betSlotSchema, gameTypeSchema } from './game';

/**
 * Why an auto-play stopped: its rounds were played, one of its three stops was reached, the balance could not
 * cover its next bet, its bet was refused (a limit, a break, a self-exclusion, a reality check waiting), the
 * player stopped it, an admin acted on the player, the player logged out, or the player had no open socket.
 */
export const autoplayStopReasons = ['rounds-done', 'loss-stop', 'win-stop', 'single-win-stop', 'balance', 'refused', 'stopped', 'admin', 'logout', 'away'] as const;
export const autoplayStopReasonSchema = z.enum(autoplayStopReasons);
export type AutoplayStopReason = z.infer<typeof autoplayStopReasonSchema>;

/** Starts an auto-play on the bus: money in paisa, the auto cash-out in hundredths. */
export const startAutoplayRequestSchema = z.object({
  userId: userIdSchema,
  username: z.string(),
  gameType: gameTypeSchema,
  slot: betSlotSchema,
  amount: positivePaisaSchema,
  autoCashoutHundredths: z.number().int().min(101),
  rounds: z.number().int().min(1).max(100),
  lossStop: positivePaisaSchema,
  winStop: positivePaisaSchema.nullable(),
  singleWinStop: positivePaisaSchema.nullable(),
});
export type StartAutoplayRequest = z.infer<typeof startAutoplayRequestSchema>;
export const startAutoplayReplySchema = z.object({ id: z.uuid() });

/** A running auto-play as its player sees it (PKR). */
export const autoplaySchema = z.object({
  id: z.uuid(),
  gameType: gameTypeSchema,
  slot: betSlotSchema,
  amount: z.number(),
  autoCashout: z.number(),
  rounds: z.number().int(),
  roundsLeft: z.number().int(),
  net: z.number(),
  stopIfBalanceDecreasesBy: z.number(),
  stopIfBalanceIncreasesBy: z.number().nullable(),
  stopIfSingleWinExceeds: z.number().nullable(),
});
export type Autoplay = z.infer<typeof autoplaySchema>;

export const listAutoplaysRequestSchema = z.object({ userId: userIdSchema });
export const listAutoplaysReplySchema = z.object({ autoplays: z.array(autoplaySchema) });

export const stopAutoplayRequestSchema = z.object({ userId: userIdSchema, id: z.uuid() });
/** The auto-play stopped, and why: a repeat answers the reason it stopped with the first time. */
export const stopAutoplayReplySchema = z.object({ id: z.uuid(), stoppedReason: autoplayStopReasonSchema });

/** An admin acted on the player: every running auto-play of theirs stops with `admin`. */
export const stopPlayerAutoplaysRequestSchema = z.object({ userId: userIdSchema });
export const stopPlayerAutoplaysReplySchema = z.object({ stopped: z.number().int().min(0) });

/** Sent to the player's sockets after every round an auto-play played, and when it stops (`net` in PKR). */
export const autoplayUpdateMessageSchema = z.object({
  type: z.literal('autoplay_update'),
  id: z.uuid(),
  gameType: gameTypeSchema,
  slot: betSlotSchema,
  roundsLeft: z.number().int().nonnegative(),
  net: z.number(),
  stoppedReason: autoplayStopReasonSchema.nullable(),
});
export type AutoplayUpdateMessage = z.infer<typeof autoplayUpdateMessageSchema>;

/** The prefix of the per-player subjects the engine sends auto-play updates on: `live.autoplay.<userId>`. */
export const AUTOPLAY_SUBJECT_PREFIX = 'live.autoplay';
export const AUTOPLAY_SUBJECT_PATTERN = `${AUTOPLAY_SUBJECT_PREFIX}.*`;
export const autoplaySubject = (userId: string): string => `${AUTOPLAY_SUBJECT_PREFIX}.${userId}`;
