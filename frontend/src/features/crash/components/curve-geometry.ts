import { MULTIPLIER_GROWTH_PER_MS } from '@pkr/contracts';

/** The smallest window the curve is drawn in: 10 s of flight and 2.00x, growing with the round. */
export const MIN_WINDOW_MS = 10_000;
export const MIN_WINDOW_MULTIPLIER = 2;
const SAMPLES = 64;

export type Point = { x: number; y: number };

/**
 * The growth curve m(t) = e^(GROWTH * t) from take-off to `elapsedMs`, in a width x height box (y down), scaled so
 * the whole flight so far fits with room to grow. The smooth exponential is drawn, not the hundredths it floors to.
 */
export function curvePoints(elapsedMs: number, width: number, height: number): Point[] {
  const windowMs = Math.max(MIN_WINDOW_MS, elapsedMs * 1.15);
  const top = Math.max(MIN_WINDOW_MULTIPLIER, Math.exp(MULTIPLIER_GROWTH_PER_MS * elapsedMs) * 1.15);
  const points: Point[] = [];
  for (let index = 0; index <= SAMPLES; index += 1) {
    const t = (elapsedMs * index) / SAMPLES;
    const multiplier = Math.exp(MULTIPLIER_GROWTH_PER_MS * t);
    points.push({ x: (t / windowMs) * width, y: height - ((multiplier - 1) / (top - 1)) * height });
  }
  return points;
}
