import { describe, expect, it } from 'vitest';
import { crashPointHundredths } from './crash-point';
import { sha256 } from './fairness-chain';

const SAMPLES = 100_000;
// Bucket edges in hundredths; the last bucket is open-ended. Every bucket expects well over 5 samples.
const EDGES = [100, 101, 110, 125, 150, 200, 300, 500, 1_000, 2_000, 5_000, 10_000];
// 99th percentile of chi-square with EDGES.length - 1 = 11 degrees of freedom.
const CHI_SQUARE_99_DF11 = 24.725;
// 2 x 10^5 hashes each: about 1 s on an idle core, past Vitest's 5 s default when every core is busy.
const HASHING_BOUND_MS = 60_000;

/** P(crash >= m) = 0.99 / m for m >= 1.00 (hundredths in, the whole mass at or above 1.00 by the clamp). */
const survival = (hundredths: number) => (hundredths <= 100 ? 1 : 99 / hundredths);

describe('crash point distribution', () => {
  it('matches P(crash >= m) = 0.99 / m over 10^5 rounds of a chain (chi-square at 99 %)', () => {
    const counts = EDGES.map(() => 0);
    let link = sha256(Buffer.from('distribution test seed', 'utf8'));
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      link = sha256(link);
      const point = crashPointHundredths(link, 'distribution test salt', { houseEdgePercent: 1, maxHundredths: Infinity });
      const bucket = EDGES.filter((edge) => point >= edge).length - 1;
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    const chiSquare = EDGES.reduce((sum, edge, index) => {
      const next = EDGES[index + 1];
      const expected = SAMPLES * (survival(edge) - (next === undefined ? 0 : survival(next)));
      return sum + ((counts[index] ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(SAMPLES);
    expect(chiSquare).toBeLessThan(CHI_SQUARE_99_DF11);
  }, HASHING_BOUND_MS);

  it('pays out 99 % on average at any fixed cash-out target (the 1 % edge)', () => {
    let link = sha256(Buffer.from('edge test seed', 'utf8'));
    let wins = 0;
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      link = sha256(link);
      if (crashPointHundredths(link, 'edge test salt', { houseEdgePercent: 1, maxHundredths: Infinity }) >= 200) wins += 1;
    }
    // Binomial with p = 0.495: three standard deviations is about 0.0047.
    expect(Math.abs(wins / SAMPLES - 0.495)).toBeLessThan(0.0048);
  }, HASHING_BOUND_MS);
});
