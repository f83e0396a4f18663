import { type PendingCall, pendingOutcome } from '@pkr/contracts';
import { type RequestOptions, RequestTimeoutError } from '@pkr/platform';

/** How long the gateway waits for a money call; the deadline travels with it, so nothing lands after it. */
export const MONEY_CALL_MS = 5_000;

export const moneyCallOptions = (now = Date.now()): RequestOptions => ({ deadline: now + MONEY_CALL_MS });

/**
 * Runs a money call with its deadline. When the gateway stops waiting, the call may still have landed just
 * before its deadline, so the player is told it is being confirmed, never that it failed.
 */
export async function moneyCall<T>(call: PendingCall, work: (options: RequestOptions) => Promise<T>): Promise<T> {
  try {
    return await work(moneyCallOptions());
  } catch (error) {
    if (error instanceof RequestTimeoutError) throw pendingOutcome(call);
    throw error;
  }
}
