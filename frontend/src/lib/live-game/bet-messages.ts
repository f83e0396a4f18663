import { protectionMessages } from '@pkr/contracts';
import { i18next } from '@/i18n';
import { isApiError } from '@/lib/api-client';

/** Spec section 8, Betting (Crash; the Aviator server refuses in the same words): the server's refusal -> the key of what the player reads, under 'Failed to place bet'. */
const BET_REFUSALS: Record<string, string> = {
  'Betting phase is over': 'bettingOver',
  'No active game': 'noGame',
  'Game is already in progress': 'inProgress',
};

/** The opening every daily-loss-limit refusal shares, whatever the limit: "Your daily loss limit of ". */
const LOSS_LIMIT_OPENING = protectionMessages.lossLimit(0).split('Rs.')[0]!;

const refusalText = (key: string) => i18next.t(`game:refusals.${key}`);

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

/** A third bet in a round is refused in words the player reads as the server words them. */
const THIRD_BET_REFUSAL = 'You already have two bets in this round';

export function betFailureMessage(error: unknown): string {
  const protection = protectionRefusal(error);
  if (protection) return protection;
  if (isApiError(error, 409) && error.serverMessage === THIRD_BET_REFUSAL) return refusalText('thirdBet');
  const refusal = isApiError(error, 400, 404) ? error.serverMessage : undefined;
  const known = refusal === undefined ? undefined : BET_REFUSALS[refusal];
  return refusalText(known ?? 'betFailed');
}

/** Spec section 8, Cash out (Crash): the server's own refusals are shown as they are, each in the reader's language. */
const CASHOUT_REFUSALS: Record<string, string> = {
  'Game has not started yet - wait for the betting phase to end': 'notStarted',
  'No active game - please wait for the next round to start': 'noGameCashout',
  'Game is not active - a new round will start shortly': 'notActive',
  "You don't have an active bet in this round": 'noActiveBet',
};

export function cashoutFailureMessage(error: unknown): string {
  if (!isApiError(error)) return refusalText('cashoutGaveUp'); // only network failures get here, after every retry
  const known = error.serverMessage === undefined ? undefined : CASHOUT_REFUSALS[error.serverMessage];
  if (known) return refusalText(known);
  if (error.statusCode === 404) return refusalText('noGameFound');
  return refusalText('cashoutError');
}

/** A refused cancel ('Betting is closed for this round') shows the server's words; a call that never got there says so. */
export const cancelFailureMessage = (error: unknown): string =>
  (isApiError(error) ? error.serverMessage : undefined) ?? refusalText('cancelFailed');

/** Spec texts aside, a call the server is still deciding: the live state shows its outcome (the bet or the win appears, or the balance stays). */
export const pendingNote = (): string => refusalText('pendingNote');
