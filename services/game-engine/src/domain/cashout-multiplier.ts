import { multiplierHundredthsAt } from '@pkr/contracts';

/**
 * The multiplier the round has reached `elapsedMs` into the flight, never past its crash point: auto
 * cash-outs at or below it are due (a bet wins iff its target <= the crash point).
 */
export const reachedHundredths = (elapsedMs: number, crashHundredths: number): number =>
  Math.min(multiplierHundredthsAt(elapsedMs), crashHundredths);

export const hasCrashedBy = (elapsedMs: number, crashHundredths: number): boolean =>
  multiplierHundredthsAt(elapsedMs) >= crashHundredths;

/**
 * The multiplier a cash-out handled `elapsedMs` into the flight pays, by the engine's clock, or null when
 * the round has crashed by then and the bet has lost. A bet whose auto target was already reached gets its
 * target, which is what the engine pays for it even when a tick came late.
 */
export function cashoutHundredths(elapsedMs: number, crashHundredths: number, autoCashoutHundredths: number | null): number | null {
  const reached = reachedHundredths(elapsedMs, crashHundredths);
  if (autoCashoutHundredths !== null && autoCashoutHundredths <= reached) return autoCashoutHundredths;
  return hasCrashedBy(elapsedMs, crashHundredths) ? null : reached;
}
