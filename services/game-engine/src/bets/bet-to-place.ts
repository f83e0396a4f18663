import type { Bet } from '../domain/bet';

/** A bet waiting to be recorded and debited, and when its caller stops waiting. */
export interface BetToPlace {
  bet: Bet;
  deadline: number | undefined;
}

/**
 * How a placement ends: this attempt's bet placed and now active, or the bet an earlier attempt under the same
 * idempotency key made, whatever became of it, which answers this retry.
 */
export type PlacementResult = { kind: 'placed'; bet: Bet } | { kind: 'earlier-attempt'; bet: Bet };
