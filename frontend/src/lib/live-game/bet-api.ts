import type { BetSlot, CancelBetReply, CashoutReply, GameType, PlaceBetReply } from '@pkr/contracts';
import { api, createRequestId, isApiError, isPendingOutcome } from '@/lib/api-client';
import type { LiveCall } from '@/lib/realtime/live-calls';
import { getRealtime } from '@/lib/realtime/realtime';
import { withRetries } from '@/lib/retry';

/** Spec section 9: two more tries 800 ms apart, 1500 ms when there was no active game (a round is about to open). */
export const BET_RETRIES = 2;
export const BET_RETRY_MS = 800;
export const NO_GAME_RETRY_MS = 1500;

/** Spec section 9: up to 3 more tries 300 ms apart, only when the call never reached the server. */
export const CASHOUT_RETRIES = 3;
export const CASHOUT_RETRY_MS = 300;

/** Refusals that another try cannot change are answered at once. */
export function betRetryDelay(error: unknown): number | null {
  // Asking again under the same key answers the bet's outcome once it is known.
  if (!isApiError(error) || isPendingOutcome(error)) return BET_RETRY_MS;
  if (error.serverMessage === 'No active game') return NO_GAME_RETRY_MS;
  return error.statusCode >= 500 ? BET_RETRY_MS : null;
}

/** A refusal is the server's decision; asking again cannot change it and the round moves on meanwhile. */
export const cashoutRetryDelay = (error: unknown): number | null =>
  isApiError(error) && !isPendingOutcome(error) ? null : CASHOUT_RETRY_MS;

/**
 * One attempt of a money call: on the game page's open socket, answered sooner since it has no request to parse and
 * no connection to open, or over HTTP when no socket is open. Either answers the same reply or refusal; a socket that closes before the
 * answer makes the attempt fail as a request that never got one does, and the retry goes whichever way is open.
 */
function attempt<T>(message: LiveCall, overHttp: () => Promise<T>): Promise<T> {
  const answer = getRealtime().ask({ ...message, requestId: createRequestId() });
  return answer ? (answer as Promise<unknown> as Promise<T>) : overHttp();
}

/** What a bet adds to the amount: its bet panel (slot 1 or 2), an optional auto cash-out, Aviator's multipleCashouts 1. */
export type BetOptions = { slot?: BetSlot; autoCashout?: number; multipleCashouts?: number };

/** place_bet, or POST /api/bet {amount, gameType, ...options} -> {bet, betId, slot}, retried as above under one idempotency key. */
export function placeBet(gameType: GameType, amount: number, options: BetOptions = {}): Promise<PlaceBetReply> {
  const idempotencyKey = createRequestId();
  const bet = { amount, gameType, ...options };
  return withRetries(
    () => attempt({ type: 'place_bet', ...bet, idempotencyKey }, () => api.post<PlaceBetReply>('/api/bet', bet, { idempotencyKey })),
    BET_RETRIES,
    betRetryDelay,
  );
}

/**
 * cashout, or POST /api/cashout {gameType, slot, betId} -> {betId, slot, winAmount, multiplier}, retried as above
 * under one idempotency key. The bet's id rides beside its slot, so a late retry can never cash out a later bet of
 * that panel.
 */
export function cashOut(gameType: GameType, slot: BetSlot, betId: string): Promise<CashoutReply> {
  const idempotencyKey = createRequestId();
  const call = { gameType, slot, betId };
  return withRetries(
    () => attempt({ type: 'cashout', ...call, idempotencyKey }, () => api.post<CashoutReply>('/api/cashout', call, { idempotencyKey })),
    CASHOUT_RETRIES,
    cashoutRetryDelay,
  );
}

/**
 * cancel_bet, or POST /api/bet/cancel {gameType, slot, betId} -> {betId, slot, balance}. The server gives a stake
 * back once however often it is asked, so a call that never reached it is asked again as a cash-out is; a refusal is
 * final. The bet's id rides beside its slot, so a late retry answers that bet's cancel and never takes back a later
 * bet of the panel.
 */
export function cancelBet(gameType: GameType, slot: BetSlot, betId: string): Promise<CancelBetReply> {
  const call = { gameType, slot, betId };
  return withRetries(
    () => attempt({ type: 'cancel_bet', ...call }, () => api.post<CancelBetReply>('/api/bet/cancel', call)),
    CASHOUT_RETRIES,
    cashoutRetryDelay,
  );
}
