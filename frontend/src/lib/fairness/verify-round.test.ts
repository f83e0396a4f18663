import { describe, expect, it, vi } from 'vitest';
// The shared vectors (ARCHITECTURE.md) as the engine's own tests read them, computed independently of both.
import vectors from '../../../../services/game-engine/src/domain/fairness-vectors.json';
import { verifyRound } from './verify-round';

const edge = vectors.houseEdgePercent;
const uncappedRules = { houseEdgePercent: edge, maxMultiplier: Infinity };

describe('verifying a round in the browser', () => {
  it('reproduces every uncapped crash point of the vectors, each hash chained to the one before', async () => {
    const verdicts = await Promise.all(
      vectors.rounds.map((round) => verifyRound({ ...round, crashPoint: round.crashPointUncapped }, vectors.salt, uncappedRules)),
    );
    expect(verdicts.map((verdict) => verdict.crashPoint)).toEqual(vectors.rounds.map((round) => round.crashPointUncapped));
    expect(verdicts.every((verdict) => verdict.matches && verdict.chained)).toBe(true);
  });

  it('reproduces every crash point of the vectors under the 6.00x cap', async () => {
    const verdicts = await Promise.all(
      vectors.rounds.map((round) => verifyRound({ ...round, crashPoint: round.crashPointCap6 }, vectors.salt, { houseEdgePercent: edge, maxMultiplier: 6 })),
    );
    expect(verdicts.map((verdict) => verdict.crashPoint)).toEqual(vectors.rounds.map((round) => round.crashPointCap6));
    expect(verdicts.every((verdict) => verdict.matches)).toBe(true);
  });

  it('ends the walk back at the terminating hash', async () => {
    const first = vectors.rounds.find((round) => round.round === 1)!;
    expect(first.previousHash).toBe(vectors.terminatingHash);
    expect((await verifyRound({ ...first, crashPoint: first.crashPointUncapped }, vectors.salt, uncappedRules)).chained).toBe(true);
  });

  it('says so when the played crash point is not the one the hash gives, as for a round an admin set', async () => {
    const round = vectors.rounds[2]!;
    const verdict = await verifyRound({ ...round, crashPoint: round.crashPointUncapped + 1 }, vectors.salt, uncappedRules);
    expect(verdict).toEqual({ crashPoint: round.crashPointUncapped, matches: false, chained: true });
  });

  it('says so when SHA-256 of the hash is not the previous hash', async () => {
    const [first, second] = vectors.rounds;
    const verdict = await verifyRound({ ...second!, previousHash: first!.previousHash, crashPoint: second!.crashPointUncapped }, vectors.salt, uncappedRules);
    expect(verdict.chained).toBe(false);
  });

  it('keys the HMAC with the salt as text, so the salt in capitals gives other crash points', async () => {
    const capitals = await Promise.all(
      vectors.rounds.map((round) => verifyRound({ ...round, crashPoint: round.crashPointUncapped }, vectors.salt.toUpperCase(), uncappedRules)),
    );
    expect(capitals.some((verdict) => !verdict.matches)).toBe(true);
  });

  it('refuses a hash that is not hexadecimal', async () => {
    await expect(verifyRound({ hash: 'not-a-hash', previousHash: vectors.terminatingHash, crashPoint: 1 }, vectors.salt, uncappedRules)).rejects.toThrow(
      'The round hash is not hexadecimal',
    );
  });

  it('says why when the page offers no Web Crypto, as on a plain http address', async () => {
    vi.stubGlobal('crypto', {});
    const [round] = vectors.rounds;
    await expect(verifyRound({ ...round!, crashPoint: round!.crashPointUncapped }, vectors.salt, uncappedRules)).rejects.toThrow(
      'This browser cannot recompute rounds on this page: Web Crypto needs an https address',
    );
  });
});
