/** The seed of a fault run: the same seed replays the same players, amounts and fault points. */
export const FAULT_SEED = Number(process.env.FAULT_SEED ?? 1313);

/** mulberry32: a small deterministic generator, enough to pick amounts and orders. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number of PKR in [min, max]. */
export const pickPkr = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
