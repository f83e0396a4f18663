import { z } from 'zod';
import { envelopesSchema } from '../errors';
import { idempotencyKeySchema } from '../idempotency';
import { positivePaisaSchema } from '../money';
import { userIdSchema } from './auth';
import { healthReplySchema } from './health';

export const gameTypes = ['crash', 'aviator'] as const;
export const gameTypeSchema = z.enum(gameTypes);
export type GameType = z.infer<typeof gameTypeSchema>;

export const phases = ['betting', 'transition', 'running', 'crashed'] as const;
export const phaseSchema = z.enum(phases);
export type Phase = z.infer<typeof phaseSchema>;

export const recentGameSchema = z.object({ id: z.number().int(), crashPoint: z.number(), adminControlled: z.boolean() });
export type RecentGame = z.infer<typeof recentGameSchema>;

/** A player holds up to two bets a round, one in each bet panel: slot 1 or 2. */
export const betSlots = [1, 2] as const;
export const betSlotSchema = z.union([z.literal(1), z.literal(2)], { error: 'Slot must be 1 or 2' });
export type BetSlot = z.infer<typeof betSlotSchema>;

/** An active bet as every player sees it (amounts in PKR), with the panel it was placed from. */
export const activeBetSchema = z.object({
  id: z.uuid(),
  userId: userIdSchema,
  username: z.string(),
  amount: z.number(),
  status: z.enum(['active', 'won', 'lost']),
  cashoutMultiplier: z.number().nullable(),
  autoCashoutAt: z.number().nullable(),
  slot: betSlotSchema,
});
export type ActiveBet = z.infer<typeof activeBetSchema>;

/**
 * The game state of spec section 3, plus what a client needs to draw smoothly between ticks.
 * `crashPoint` is null until the round has crashed: it never leaves the engine earlier.
 */
export const gameStateSchema = z.object({
  gameType: gameTypeSchema,
  phase: phaseSchema,
  isRunning: z.boolean(),
  currentGame: z.number().int().nullable(),
  currentRound: z.number().int(),
  currentMultiplier: z.number(),
  bettingPhase: z.boolean(),
  bettingPhaseTime: z.number(),
  /** Server time (epoch ms) when the current phase ends (betting) or began (running). */
  phaseStartedAt: z.number(),
  bettingEndsAt: z.number().nullable(),
  serverTime: z.number(),
  recentGames: z.array(recentGameSchema),
  activeBets: z.array(activeBetSchema),
  crashPoint: z.number().nullable(),
  /** The previous round's revealed hash: the commitment players can check once this round's hash is revealed. */
  previousHash: z.string(),
  /** The most one bet can win (PKR): the max bet at the chain's cap, or the round's payout cap when that is lower. */
  maxWinPerBet: z.number(),
});
export type GameState = z.infer<typeof gameStateSchema>;

export const gameStateRequestSchema = z.object({});


export const placeBetRequestSchema = z.object({
  userId: userIdSchema,
  username: z.string(),
  amount: positivePaisaSchema,
  autoCashoutHundredths: z.number().int().min(101).nullable(),
  multipleCashouts: z.number().int().min(1).max(1).default(1),
  slot: betSlotSchema.default(1),
  /** A retry with the same key (per player) answers the first attempt's outcome. */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type PlaceBetRequest = z.infer<typeof placeBetRequestSchema>;

export const placedBetSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  autoCashoutAt: z.number().nullable(),
  multipleCashouts: z.number().int(),
  round: z.number().int(),
  gameType: gameTypeSchema,
  slot: betSlotSchema,
});
export const placeBetReplySchema = z.object({ bet: placedBetSchema, betId: z.uuid(), slot: betSlotSchema });
export type PlaceBetReply = z.infer<typeof placeBetReplySchema>;

/**
 * `betId` names the bet to cash out, or `slot` the panel it rides in; with neither, the player's riding bet in the
 * lowest slot.
 */
export const cashoutRequestSchema = z.object({
  userId: userIdSchema,
  betId: z.uuid().optional(),
  slot: betSlotSchema.optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export const cashoutReplySchema = z.object({ betId: z.uuid(), slot: betSlotSchema, winAmount: z.number(), multiplier: z.number() });

/** The most calls one gateway carries to the engine in one message. */
export const MONEY_CALLS_PER_MESSAGE = 500;
/** Bets of many players in one message from a gateway; each is answered as if sent alone. */
export const placeBetsRequestSchema = z.object({ bets: z.array(placeBetRequestSchema).min(1).max(MONEY_CALLS_PER_MESSAGE) });
export const placeBetsReplySchema = envelopesSchema(placeBetReplySchema);
/** Cash-outs of many players in one message from a gateway; each is answered as if sent alone. */
export const cashoutsRequestSchema = z.object({ cashouts: z.array(cashoutRequestSchema).min(1).max(MONEY_CALLS_PER_MESSAGE) });
export const cashoutsReplySchema = envelopesSchema(cashoutReplySchema);

/** Takes back the bet in `slot` while its round is still betting: the stake returns through the ledger. */
/** `betId` names the bet to take back, so a late retry never takes back a later bet of the panel. */
export const cancelBetRequestSchema = z.object({ userId: userIdSchema, slot: betSlotSchema, betId: z.uuid().optional() });
/** The bet given back and the player's balance once its stake is back (PKR). */
export const cancelBetReplySchema = z.object({ betId: z.uuid(), slot: betSlotSchema, balance: z.number() });
export type CancelBetReply = z.infer<typeof cancelBetReplySchema>;
export type CashoutReply = z.infer<typeof cashoutReplySchema>;

export const fairnessRequestSchema = z.object({ gameType: gameTypeSchema });
export const fairnessReplySchema = z.object({
  gameType: gameTypeSchema,
  terminatingHash: z.string(),
  /** Null while the two-phase ceremony awaits the salt (docs/fairness.md): no round is played before it is set. */
  salt: z.string().nullable(),
  /** The edge and cap of the rounds opened from now on; each round's reveal states its own. */
  houseEdgePercent: z.number(),
  maxMultiplier: z.number(),
  formula: z.string(),
});
export const fairnessRoundRequestSchema = z.object({ gameType: gameTypeSchema, roundId: z.number().int().positive() });
export const fairnessRoundReplySchema = z.object({
  roundId: z.number().int(),
  hash: z.string(),
  previousHash: z.string(),
  /** The salt of the chain that played the round: a retired chain's for its rounds, so they stay checkable. */
  salt: z.string(),
  crashPoint: z.number(),
  adminControlled: z.boolean(),
  /** The edge and cap the round was opened with; null for rounds played before rounds recorded them. */
  houseEdgePercent: z.number().nullable(),
  maxMultiplier: z.number().nullable(),
});

/** The engine's health, with the game types it opens no rounds for and why (a fairness salt awaited). */
export const gameHealthReplySchema = healthReplySchema.extend({
  idleGames: z.array(z.object({ gameType: gameTypeSchema, reason: z.string() })),
});

export const roundsInfoReplySchema = z.object({
  currentRound: z.number().int(),
  scheduledCrashPoints: z.record(z.string(), z.number()),
  /** Whether this server takes crash points at all (GAME_CONTROL_ENABLED), so a panel offers them only then. */
  controlEnabled: z.boolean(),
});

export const gameControlRequestSchema = z.object({
  crashPointHundredths: z.number().int().min(100),
  roundNumber: z.number().int().positive().optional(),
  adminId: userIdSchema,
});
export const gameControlReplySchema = z.object({ message: z.string(), roundNumber: z.number().int() });

export const historyListRequestSchema = z.object({ gameType: gameTypeSchema, limit: z.number().int().min(1).max(100).default(20) });
export const roundHistorySchema = z.object({
  id: z.number().int(),
  gameType: gameTypeSchema,
  startTime: z.string(),
  crashPoint: z.number(),
  adminControlled: z.boolean(),
  betStats: z.object({ total: z.number().int(), won: z.number().int(), lost: z.number().int() }),
});
export const historyListReplySchema = z.array(roundHistorySchema);


/**
 * One player's settled and open bets, newest first (the dashboard's Betting History, and a game's My bets tab with
 * `gameType`). Paged by `before`: the `placedAt` of the last row of the previous page. Money in PKR.
 */
export const playerBetsRequestSchema = z.object({
  userId: z.uuid(),
  limit: z.number().int().min(1).max(100).default(20),
  before: z.iso.datetime().optional(),
  gameType: z.enum(gameTypes, { error: 'Unknown game type' }).optional(),
});
export const playerBetSchema = z.object({
  id: z.uuid(),
  gameType: gameTypeSchema,
  round: z.number().int(),
  slot: betSlotSchema,
  amount: z.number(),
  status: z.enum(['active', 'won', 'lost', 'voided']),
  cashoutMultiplier: z.number().nullable(),
  payout: z.number(),
  placedAt: z.string(),
});
export type PlayerBet = z.infer<typeof playerBetSchema>;
export const playerBetRequestSchema = z.object({ userId: z.uuid(), betId: z.uuid() });
export const playerBetsReplySchema = z.object({ bets: z.array(playerBetSchema), hasMore: z.boolean() });
