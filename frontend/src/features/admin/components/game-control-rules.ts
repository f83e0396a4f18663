import { crashPointSchema, messages, roundNumberSchema } from '@pkr/contracts';

export type ControlCheck =
  | { ok: true; crashPoint: number; roundNumber: number }
  | { ok: false; title: string; message: string };

/** An empty field reads as 0, which the contracts' rules refuse with their own message. */
const toNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * Spec section 5, checked before any call: the crash point is at least 1.00; a scheduled round is a positive
 * whole number after the current one (the server checks again). Without a round text it is the next round after
 * the current one shown, named so that a retry sets that round and no other.
 */
export function checkControl(crashPointText: string, roundText: string | undefined, currentRound: number): ControlCheck {
  const crashPoint = crashPointSchema.safeParse(toNumber(crashPointText));
  if (!crashPoint.success) return { ok: false, title: 'Invalid crash point', message: crashPoint.error.issues[0]!.message };
  if (roundText === undefined) return { ok: true, crashPoint: crashPoint.data, roundNumber: currentRound + 1 };

  const round = roundNumberSchema.safeParse(toNumber(roundText));
  if (!round.success) return { ok: false, title: 'Invalid round number', message: messages.roundNumberInvalid };
  if (round.data <= currentRound) {
    return { ok: false, title: 'Invalid round number', message: messages.roundNumberNotFuture(currentRound) };
  }
  return { ok: true, crashPoint: crashPoint.data, roundNumber: round.data };
}
