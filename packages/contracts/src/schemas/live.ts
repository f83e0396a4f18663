import { z } from 'zod';
import type { BalanceUpdateMessage } from './balance';
import type { AutoplayUpdateMessage } from './autoplay';
import type { ChatLiveEvent, ChatMessage } from './chat';
import type { ErrorCode } from '../errors';
import { activeBetSchema, type CancelBetReply, type CashoutReply, gameStateSchema, gameTypes, gameTypeSchema, type PlaceBetReply, recentGameSchema } from './game';
import { roundBetsUpdateSchema } from './round-table';

/**
 * Chosen by the page for one bet, cash-out or cancel on the socket, and carried back on its answer (the result or
 * the error), so the page knows which of its calls the answer is for.
 */
const requestIdSchema = z.string().min(1).max(64).optional();

/** Messages a browser sends on `/ws` (spec section 7). Unknown fields are ignored. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), timestamp: z.number().optional() }),
  z.object({ type: z.literal('pong'), timestamp: z.number().optional() }),
  z.object({ type: z.literal('auth'), userId: z.string().optional(), isAdmin: z.boolean().optional(), timestamp: z.number().optional() }),
  z.object({ type: z.literal('get_game_state'), gameType: gameTypeSchema.default('crash'), timestamp: z.number().optional() }),
  /**
   * The games of the screens the page has open, the whole list each time (empty when none): from then on the
   * socket hears only their broadcasts (ticks, live tables, chat rooms). A socket that never sends it hears every game.
   */
  z.object({ type: z.literal('watch'), games: z.array(gameTypeSchema).max(gameTypes.length) }),
  z.object({
    type: z.literal('place_bet'),
    gameType: gameTypeSchema.default('crash'),
    amount: z.unknown(),
    autoCashout: z.unknown().optional(),
    multipleCashouts: z.unknown().optional(),
    /** The bet panel, 1 or 2 (1 when absent), as `POST /api/bet` takes it. */
    slot: z.unknown().optional(),
    /** As the `Idempotency-Key` header of `POST /api/bet`: a resent message with it answers the first attempt. */
    idempotencyKey: z.unknown().optional(),
    requestId: requestIdSchema,
  }),
  z.object({
    type: z.literal('cashout'),
    gameType: gameTypeSchema.default('crash'),
    /** The bet to cash out, by the id its `bet_result` carried; without it, the player's bet riding in the round. */
    betId: z.unknown().optional(),
    slot: z.unknown().optional(),
    idempotencyKey: z.unknown().optional(),
    requestId: requestIdSchema,
  }),
  /** As `POST /api/bet/cancel`: gives back the bet in `slot` (the one `betId` names, when given) while the round is still betting. */
  z.object({
    type: z.literal('cancel_bet'),
    gameType: gameTypeSchema.default('crash'),
    slot: z.unknown().optional(),
    betId: z.unknown().optional(),
    requestId: requestIdSchema,
  }),
  /** As `POST /api/chat/:room`: a message (`text`) or a won bet (`betId`), by the same rules. */
  z.object({
    type: z.literal('send_chat'),
    room: z.unknown(),
    text: z.unknown().optional(),
    betId: z.unknown().optional(),
    idempotencyKey: z.unknown().optional(),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Game events the engine publishes for every connected client; the gateway forwards them as they are. */
export const liveGameEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('betting_phase'), gameType: gameTypeSchema, round: z.number().int(), seconds: z.number(), bettingEndsAt: z.number(), previousHash: z.string() }),
  z.object({ type: z.literal('new_game'), gameType: gameTypeSchema, round: z.number().int(), gameId: z.number().int(), startedAt: z.number() }),
  z.object({ type: z.literal('game_tick'), gameType: gameTypeSchema, multiplier: z.number(), round: z.number().int(), elapsedMs: z.number() }),
  z.object({ type: z.literal('game_crash'), gameType: gameTypeSchema, crashPoint: z.number(), gameId: z.number().int(), round: z.number().int(), hash: z.string() }),
  z.object({ type: z.literal('bet_placed'), gameType: gameTypeSchema, bet: activeBetSchema, id: z.string(), userId: z.string(), username: z.string(), amount: z.number() }),
  z.object({
    type: z.literal('bet_cashed_out'),
    gameType: gameTypeSchema,
    bet: activeBetSchema,
    id: z.string(),
    userId: z.string(),
    username: z.string(),
    amount: z.number(),
    multiplier: z.number(),
    winAmount: z.number(),
  }),
  /**
   * The open bets of the round would have been paid the round's payout cap at `multiplier`: every one was cashed
   * out there (each also has its `bet_cashed_out`), and the round flies on to its crash point.
   */
  z.object({ type: z.literal('forced_cashout'), gameType: gameTypeSchema, round: z.number().int(), multiplier: z.number(), bets: z.number().int().nonnegative() }),
  /** A bet its player took back while the round was betting: it leaves the round's bets. */
  z.object({ type: z.literal('bet_cancelled'), gameType: gameTypeSchema, round: z.number().int(), id: z.string(), userId: z.string() }),
  z.object({ type: z.literal('recent_games_update'), gameType: gameTypeSchema, games: z.array(recentGameSchema) }),
  roundBetsUpdateSchema,
]);
export type LiveGameEvent = z.infer<typeof liveGameEventSchema>;

/**
 * Sent to a player's sockets after every N minutes of play, counted from the session's first bet. No bet is
 * taken until the player answers it (`POST /api/responsible-play/reality-check/ack`). `netResult` is in PKR,
 * won minus staked, so a loss is negative; `sessionStartedAt` is an ISO instant.
 */
export const realityCheckMessageSchema = z.object({
  type: z.literal('reality_check'),
  minutesPlayed: z.number().int().nonnegative(),
  netResult: z.number(),
  sessionStartedAt: z.iso.datetime({ offset: true }),
});
export type RealityCheckMessage = z.infer<typeof realityCheckMessageSchema>;

/** The prefix of the per-player subjects the engine sends reality checks on: `live.reality-check.<userId>`. */
export const REALITY_CHECK_SUBJECT_PREFIX = 'live.reality-check';
/** What a gateway subscribes to: every player's reality-check subject. */
export const REALITY_CHECK_SUBJECT_PATTERN = `${REALITY_CHECK_SUBJECT_PREFIX}.*`;
/** The engine publishes the message itself there (fire and forget); the subject names the player. */
export const realityCheckSubject = (userId: string): string => `${REALITY_CHECK_SUBJECT_PREFIX}.${userId}`;

/** What is carried back on every answer to a call that named its `requestId`. */
type Answering = { requestId?: string; timestamp: number };

/**
 * A message the server refused: `error` in the server's words. For a bet, cash-out or cancel, `code` and `status`
 * are what `POST /api/bet` (or `/api/cashout`, `/api/bet/cancel`) would have answered it with.
 */
export type LiveCallError = { type: 'error'; error: string; action?: string; gameType?: string; code?: ErrorCode; status?: number } & Answering;

/** The answer to a `place_bet`, `cashout` or `cancel_bet`: what the HTTP call of the same name answers. */
export type LiveCallResult =
  | ({ type: 'bet_result'; gameType: string } & PlaceBetReply & Answering)
  | ({ type: 'cashout_result'; gameType: string } & CashoutReply & Answering)
  | ({ type: 'cancel_result'; gameType: string } & CancelBetReply & Answering);

export type ServerMessage =
  | { type: 'pong'; timestamp: number }
  | { type: 'ping'; timestamp: number }
  | { type: 'auth_success'; userId: string; isAdmin: boolean; timestamp: number }
  | { type: 'auth_error'; error: string; timestamp: number }
  | ({ type: 'game_state'; timestamp: number } & z.infer<typeof gameStateSchema>)
  | { type: 'notification'; title: string; message: string; variant: 'default' | 'destructive'; timestamp: number }
  | LiveCallError
  | LiveCallResult
  | { type: 'chat_sent'; message: ChatMessage; timestamp: number }
  | (ChatLiveEvent & { timestamp?: number })
  | BalanceUpdateMessage
  | (RealityCheckMessage & { timestamp?: number })
  | (AutoplayUpdateMessage & { timestamp?: number })
  | (LiveGameEvent & { timestamp?: number });
