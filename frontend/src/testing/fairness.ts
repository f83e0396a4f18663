import type { GameType } from '@pkr/contracts';
// The shared vectors (ARCHITECTURE.md) as the engine's own tests read them: real hashes, salt and crash points.
import vectors from '../../../services/game-engine/src/domain/fairness-vectors.json';

export { vectors };

export const formula = 'crash = min(cap, max(1.00, floor((100 - edge) / (1 - X)) / 100))';

/** A game's chain as `GET /api/fairness/:gameType` gives it: the vectors' terminating hash and salt, 1 % and 6.00x. */
export const chainOf = (gameType: GameType, overrides: Record<string, unknown> = {}) => ({
  gameType,
  terminatingHash: vectors.terminatingHash,
  salt: vectors.salt,
  houseEdgePercent: 1,
  maxMultiplier: 6,
  formula,
  ...overrides,
});

/** A vectors round as the fairness endpoint reveals it, played with the 6.00x cap unless told otherwise. */
export function roundReveal(index: number, overrides: Record<string, unknown> = {}) {
  const round = vectors.rounds[index]!;
  return {
    gameType: 'crash',
    roundId: round.round,
    hash: round.hash,
    previousHash: round.previousHash,
    salt: vectors.salt,
    crashPoint: round.crashPointCap6,
    adminControlled: false,
    houseEdgePercent: vectors.houseEdgePercent,
    maxMultiplier: 6,
    ...overrides,
  };
}
