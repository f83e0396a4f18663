import { describe, expect, it } from 'vitest';
import { buildChain, CHECKPOINT_SPACING, chainPosition, checkpointBelow, hashForward, sha256 } from './fairness-chain';
import vectors from './fairness-vectors.json';

const seed = Buffer.from(vectors.seedHex, 'hex');

describe('fairness chain', () => {
  it('ends in the published terminating hash of the vectors', () => {
    expect(buildChain(seed, vectors.chainLength).terminatingHash.toString('hex')).toBe(vectors.terminatingHash);
  });

  it('gives every round of the vectors its hash, each hashing to the one before', () => {
    for (const round of vectors.rounds) {
      const hash = hashForward(seed, chainPosition(vectors.chainLength, round.round));
      expect(hash.toString('hex')).toBe(round.hash);
      expect(sha256(hash).toString('hex')).toBe(round.previousHash);
    }
  });

  it('finds a far link from its checkpoint with fewer hashes than the spacing', () => {
    const length = 3 * CHECKPOINT_SPACING + 17;
    const { checkpoints, terminatingHash } = buildChain(seed, length);
    expect(checkpoints.map((checkpoint) => checkpoint.position)).toEqual([0, 1000, 2000, 3000]);
    const round = 5;
    const position = chainPosition(length, round);
    const start = checkpoints.find((checkpoint) => checkpoint.position === checkpointBelow(position));
    expect(position - (start?.position ?? -1)).toBeLessThan(CHECKPOINT_SPACING);
    const hash = hashForward(start?.hash ?? Buffer.alloc(0), position - (start?.position ?? 0));
    expect(hashForward(hash, round).equals(terminatingHash)).toBe(true);
  });

  it('has no round 0 and no round past the chain end', () => {
    expect(() => chainPosition(30, 0)).toThrow(RangeError);
    expect(() => chainPosition(30, 31)).toThrow(RangeError);
    expect(chainPosition(30, 30)).toBe(0);
  });
});
