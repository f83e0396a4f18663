import type { Paisa } from './money';

/** Growth rate of the multiplier per millisecond of flight: m(t) = floor(100 * e^(GROWTH * ms)) / 100. */
export const MULTIPLIER_GROWTH_PER_MS = 0.00006;

/** The multiplier in hundredths (1.00x = 100) after `elapsedMs` of flight. */
export function multiplierHundredthsAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(MULTIPLIER_GROWTH_PER_MS * elapsedMs));
}

export function multiplierAt(elapsedMs: number): number {
  return multiplierHundredthsAt(elapsedMs) / 100;
}

/** The first millisecond of flight at which the multiplier shows at least `hundredths`. */
export function msUntilMultiplier(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / MULTIPLIER_GROWTH_PER_MS) - 2);
  while (multiplierHundredthsAt(ms) < hundredths) ms += 1;
  return ms;
}

/** A multiplier number with at most two decimals -> integer hundredths. */
export function toHundredths(multiplier: number): number {
  return Math.round(multiplier * 100);
}

/** Payout of a cash-out: floor(amount x multiplier) whole PKR, computed in integers. */
export function payoutPaisa(amount: Paisa, multiplierHundredths: number): Paisa {
  const wholeRupees = Math.floor((amount * multiplierHundredths) / 10_000);
  return wholeRupees * 100;
}
