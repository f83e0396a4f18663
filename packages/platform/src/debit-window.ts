import { AppError } from '@pkr/contracts';
import type { RequestOptions } from './bus/bus';

/** How long one debit attempt may wait for the wallet's answer when the caller set no deadline. */
export const DEBIT_TIMEOUT_MS = 3_000;

/** Kept back from the caller's deadline to void an unconfirmed debit and answer before the caller gives up. */
export const ANSWER_RESERVE_MS = 500;

/** What one debit attempt may use: how long to wait, and the deadline the wallet must commit by. */
export interface DebitWindow {
  timeoutMs: number;
  commitBy: number | undefined;
}

/**
 * The window of the next debit attempt, or null when none fits before the caller's deadline: the bet or purchase
 * is then abandoned (its debit voided), so the refusal the player sees is never followed by a debit.
 */
export function debitWindow(deadline: number | undefined, now: number): DebitWindow | null {
  if (deadline === undefined) return { timeoutMs: DEBIT_TIMEOUT_MS, commitBy: undefined };
  const commitBy = deadline - ANSWER_RESERVE_MS;
  const left = commitBy - now;
  if (left <= 0) return null;
  return { timeoutMs: Math.min(DEBIT_TIMEOUT_MS, left), commitBy };
}

/** The bus options of one debit attempt: wait at most its window, and have the wallet commit by its deadline. */
export const debitCallOptions = (window: DebitWindow): RequestOptions => ({
  timeoutMs: window.timeoutMs,
  ...(window.commitBy === undefined ? {} : { deadline: window.commitBy }),
});

/** A timeout, no responder or a failure inside the wallet leaves open whether the debit happened. */
export const debitOutcomeUnknown = (error: unknown): boolean =>
  !(error instanceof AppError) || error.code === 'TIMEOUT' || error.code === 'UNAVAILABLE' || error.code === 'INTERNAL';
