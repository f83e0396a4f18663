import { createHash } from 'node:crypto';

/**
 * The hash chain of one game type (ARCHITECTURE.md, provably fair): c(0) is a secret random seed,
 * c(k+1) = SHA256(c(k)) over raw bytes, c(N) is the published terminating hash and round r plays c(N - r).
 * Every CHECKPOINT_SPACING-th link is stored, so any round's hash costs fewer than that many hashes.
 */
export const CHECKPOINT_SPACING = 1_000;

export const sha256 = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/** c(k + steps) from c(k). */
export function hashForward(from: Buffer, steps: number): Buffer {
  let link = from;
  for (let step = 0; step < steps; step += 1) link = sha256(link);
  return link;
}

export interface Checkpoint {
  position: number;
  hash: Buffer;
}

/** Walks the whole chain once (the seeding ceremony): the terminating hash and the stored checkpoints. */
export function buildChain(seed: Buffer, length: number): { terminatingHash: Buffer; checkpoints: Checkpoint[] } {
  const checkpoints: Checkpoint[] = [];
  let link = seed;
  for (let position = 0; position < length; position += 1) {
    if (position % CHECKPOINT_SPACING === 0) checkpoints.push({ position, hash: link });
    link = sha256(link);
  }
  return { terminatingHash: link, checkpoints };
}

/** The chain position round `round` plays; rounds past the chain's end have none. */
export function chainPosition(chainLength: number, round: number): number {
  if (!Number.isInteger(round) || round < 1 || round > chainLength) {
    throw new RangeError(`Round ${round} is outside a chain of ${chainLength} links`);
  }
  return chainLength - round;
}

/** The stored checkpoint at or below `position`. */
export const checkpointBelow = (position: number): number => position - (position % CHECKPOINT_SPACING);
