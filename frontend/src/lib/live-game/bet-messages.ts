import { protectionMessages } from '@pkr/contracts';
import { isApiError } from '@/lib/api-client';

/** Spec section 8, Betting (Crash; the Aviator server refuses in the same words): the server's refusal -> what the player reads, under 'Failed to place bet'. */
const BET_REFUSALS: Record<string, string> = {
  'Betting phase is over': 'Betting phase has ended. Please wait for the next round.',
  'No active game': 'No active game found. Please wait for a new round to start.',
  'Game is already in progress': 'Game has already started. Please wait for the next round to place a bet.',
};

/** The opening every daily-loss-limit refusal shares, whatever the limit: "Your daily loss limit of ". */
const LOSS_LIMIT_OPENING = protectionMessages.lossLimit(0).split('Rs.')[0]!;

/**
 * A player-protection refusal names the rule and, for a break or an exclusion, its end, so the player reads it as
 * the server words it: a 403 (a break, a self-exclusion, a date of birth still to give), the daily loss limit, or a
 * reality check waiting for an answer.
 */
function protectionRefusal(error: unknown): string | undefined {
  if (!isApiError(error, 400, 403, 409)) return undefined;
  const refusal = error.serverMessage;
  const isProtection = error.statusCode === 403 || refusal === protectionMessages.realityCheckPending || refusal?.startsWith(LOSS_LIMIT_OPENING);
  return isProtection ? refusal : undefined;
}

/** A third bet in a round is refused in words the player reads as they are. */
const THIRD_BET_REFUSAL = 'You already have two bets in this round';

export function betFailureMessage(error: unknown): string {
  const protection = protectionRefusal(error);
  if (protection) return protection;
  if (isApiError(error, 409) && error.serverMessage === THIRD_BET_REFUSAL) return THIRD_BET_REFUSAL;
  const refusal = isApiError(error, 400, 404) ? error.serverMessage : undefined;
  return (refusal && BET_REFUSALS[refusal]) ?? 'Failed to place bet';
}

/** Spec section 8, Cash out (Crash): the server's own refusals are shown as they are. */
const CASHOUT_REFUSALS = new Set([
  'Game has not started yet - wait for the betting phase to end',
  'No active game - please wait for the next round to start',
  'Game is not active - a new round will start shortly',
  "You don't have an active bet in this round",
]);

export const CASHOUT_GAVE_UP = 'Failed to cash out after multiple attempts';

export function cashoutFailureMessage(error: unknown): string {
  if (!isApiError(error)) return CASHOUT_GAVE_UP; // only network failures get here, after every retry
  const refusal = error.serverMessage;
  if (refusal && CASHOUT_REFUSALS.has(refusal)) return refusal;
  if (error.statusCode === 404) return 'No active game found. A new round will begin shortly.';
  return 'Error cashing out';
}

/** A refused cancel ('Betting is closed for this round') shows the server's words; a call that never got there says so. */
export const cancelFailureMessage = (error: unknown): string => (isApiError(error) ? (error.serverMessage ?? 'Failed to cancel bet') : 'Failed to cancel bet');

/** Spec texts aside, a call the server is still deciding: the live state shows its outcome (the bet or the win appears, or the balance stays). */
export const PENDING_NOTE = 'It shows here as soon as it is confirmed; if it is not taken, your balance stays as it was.';
