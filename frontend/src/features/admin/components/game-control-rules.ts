import { crashPointSchema, roundNumberSchema } from '@pkr/contracts';
import { i18next } from '@/i18n';
import { formMessage } from '@/lib/form-message';

export type ControlCheck =
  | { ok: true; crashPoint: number; roundNumber?: number }
  | { ok: false; title: string; message: string };

/** An empty field reads as 0, which the contracts' rules refuse with their own message. */
const toNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * Spec section 5, checked before any call: the crash point is at least 1.00; a scheduled round is a positive
 * whole number after the current one (the server checks again). Without a round text no round is named: the server
 * sets the next one, as it stands when the request arrives, not as the last poll showed it.
 */
export function checkControl(crashPointText: string, roundText: string | undefined, currentRound: number): ControlCheck {
  const crashPoint = crashPointSchema.safeParse(toNumber(crashPointText));
  if (!crashPoint.success) return { ok: false, title: i18next.t('admin:gameControl.invalidCrashPoint'), message: formMessage(crashPoint.error.issues[0]!.message) };
  if (roundText === undefined) return { ok: true, crashPoint: crashPoint.data };

  const round = roundNumberSchema.safeParse(toNumber(roundText));
  const invalidRound = i18next.t('admin:gameControl.invalidRoundNumber');
  if (!round.success) return { ok: false, title: invalidRound, message: formMessage(round.error.issues[0]!.message) };
  if (round.data <= currentRound) {
    return { ok: false, title: invalidRound, message: i18next.t('admin:gameControl.roundNotFuture', { currentRound }) };
  }
  return { ok: true, crashPoint: crashPoint.data, roundNumber: round.data };
}
