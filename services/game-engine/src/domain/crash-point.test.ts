import { describe, expect, it } from 'vitest';
import { crashPointHundredths } from './crash-point';
import vectors from './fairness-vectors.json';

const hashOf = (hex: string) => Buffer.from(hex, 'hex');
const edge = vectors.houseEdgePercent;

describe('crash point', () => {
  it('reproduces every uncapped crash point of the vectors', () => {
    const computed = vectors.rounds.map((round) =>
      crashPointHundredths(hashOf(round.hash), vectors.salt, { houseEdgePercent: edge, maxHundredths: Infinity }),
    );
    expect(computed).toEqual(vectors.rounds.map((round) => Math.round(round.crashPointUncapped * 100)));
  });

  it('reproduces every crash point of the vectors under the 6.00x cap', () => {
    const computed = vectors.rounds.map((round) =>
      crashPointHundredths(hashOf(round.hash), vectors.salt, { houseEdgePercent: edge, maxHundredths: 600 }),
    );
    expect(computed).toEqual(vectors.rounds.map((round) => Math.round(round.crashPointCap6 * 100)));
  });

  it('depends on the salt, so a salt fixed after the terminating hash binds the outcomes', () => {
    const hash = hashOf(vectors.rounds[11]?.hash ?? '');
    const rules = { houseEdgePercent: edge, maxHundredths: Infinity };
    expect(crashPointHundredths(hash, vectors.salt, rules)).not.toBe(crashPointHundredths(hash, `${vectors.salt}0`, rules));
  });

  it('never goes below 1.00x or above the cap', () => {
    for (const round of vectors.rounds) {
      const point = crashPointHundredths(hashOf(round.hash), vectors.salt, { houseEdgePercent: 50, maxHundredths: 150 });
      expect(point).toBeGreaterThanOrEqual(100);
      expect(point).toBeLessThanOrEqual(150);
    }
  });
});
