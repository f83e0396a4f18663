import type { CashoutReply, GameType, PlaceBetReply } from '@pkr/contracts';
import { api, createRequestId, isApiError, isPendingOutcome } from '@/lib/api-client';
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

/** What a game adds to the amount: Crash an optional auto cash-out, Aviator multipleCashouts 1. */
export type BetOptions = { autoCashout?: number; multipleCashouts?: number };

/** POST /api/bet {amount, gameType, ...options} -> {bet}, retried as above under one idempotency key. */
export function placeBet(gameType: GameType, amount: number, options: BetOptions = {}): Promise<PlaceBetReply> {
  const idempotencyKey = createRequestId();
  return withRetries(() => api.post<PlaceBetReply>('/api/bet', { amount, gameType, ...options }, { idempotencyKey }), BET_RETRIES, betRetryDelay);
}

/** POST /api/cashout {gameType, betId} -> {betId, winAmount, multiplier}, retried as above under one idempotency key. */
export function cashOut(gameType: GameType, betId: string): Promise<CashoutReply> {
  const idempotencyKey = createRequestId();
  return withRetries(() => api.post<CashoutReply>('/api/cashout', { gameType, betId }, { idempotencyKey }), CASHOUT_RETRIES, cashoutRetryDelay);
}
