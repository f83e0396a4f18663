import { chatMessages, errorCodes, messages, protectionMessages, type ErrorCode } from '@pkr/contracts';
import { i18next } from './index';
import { matchSentence, momentParts } from './server-sentence-templates';

let sentenceKeys: Map<string, string> | undefined;

/** The server's fixed English sentences by their key in the `errors` catalogue (`messages.<key>`). */
export const fixedServerSentences = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries<unknown>({ ...messages, ...protectionMessages, ...chatMessages, ...serverSentences }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/** Each fixed sentence to its key, built once. */
const knownSentences = (): Map<string, string> => {
  sentenceKeys ??= new Map(Object.entries(fixedServerSentences()).map(([key, sentence]) => [sentence, key]));
  return sentenceKeys;
};

/** Sentences the services answer that the shared contracts do not name (the gateway, the engine, the wallet, auth). */
export const serverSentences = {
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already exists',
  notLoggedIn: 'Not logged in',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  insufficientBalance: 'Insufficient balance',
  insufficientForWithdrawal: 'Insufficient balance for this withdrawal',
  bettingPhaseOver: 'Betting phase is over',
  bettingClosed: 'Betting is closed for this round',
  noActiveGame: 'No active game',
  gameInProgress: 'Game is already in progress',
  alreadyBet: 'You have already placed a bet in this round',
  twoBets: 'You already have two bets in this round',
  adminRequired: 'Admin access required',
  serviceUnavailable: 'Service unavailable, please try again shortly',
  timedOut: 'The service did not answer in time, please try again',
  betNotPlaced: 'The bet could not be placed, please try again',
  statisticsUnavailable: 'Statistics are not available right now. Please try again shortly.',
  requestProcessed: 'This request has already been processed',
  chatTooFast: 'Wait 2 seconds between messages',
  chatTooMany: 'At most 10 messages a minute',
  chatFewBets: 'Place 5 bets to write in chat',
  chatLink: 'Links are not allowed in chat, to keep players safe from scams',
  chatPhone: 'Phone numbers are not allowed in chat, to keep players safe from scams',
  chatMessenger: 'WhatsApp and Telegram contacts are not allowed in chat, to keep players safe from scams',
  chatSelfExcluded: 'Chat is closed to you while you are self-excluded',
  chatOnBreak: 'Chat is closed to you while you are on a break',
  chatWonOnly: 'Only a won bet can be shared',
  internal: 'Internal server error',
} as const;

const isErrorCode = (code: unknown): code is ErrorCode => errorCodes.includes(code as ErrorCode);

/**
 * What a player reads for an error the server answered: the catalogue's text for a sentence it knows; else in English
 * the server's own words, and in Urdu a sentence with figures said whole, else the text for its code, or the server's
 * words for a code it does not know. Never a bare code.
 */
export function serverErrorText(answer: { code?: unknown; message?: string }): string | undefined {
  const english = answer.message;
  const sentenceKey = english === undefined ? undefined : knownSentences().get(english);
  if (sentenceKey) return i18next.t(`errors:messages.${sentenceKey}`);
  if (i18next.language === 'en') return english;
  const withFigures = english === undefined ? undefined : matchSentence(english);
  if (withFigures) return i18next.t(`errors:templates.${withFigures.key}`, localFigures(withFigures.values));
  return isErrorCode(answer.code) ? i18next.t(`errors:codes.${answer.code}`) : english;
}

/** A sentence's figures as the page's language writes them: a period in its words, a date with its month's name. */
function localFigures(values: Record<string, string>): Record<string, string> {
  const local = { ...values };
  if (values.period) local.period = i18next.t(`errors:periods.${values.period}`);
  for (const name of ['at', 'until'] as const) {
    const parts = values[name] === undefined ? undefined : momentParts(values[name]);
    if (!parts) continue;
    // The first of that month in any year names it.
    const month = new Intl.DateTimeFormat(i18next.language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, parts.month, 1));
    local[name] = i18next.t('errors:moment', { ...parts, month });
  }
  return local;
}
