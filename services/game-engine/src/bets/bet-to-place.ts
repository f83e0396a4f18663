import type { Bet } from '../domain/bet';

/** A bet waiting to be recorded and debited, and when its caller stops waiting. */
export interface BetToPlace {
  bet: Bet;
  deadline: number | undefined;
}

/** What stands once a placement ends: this bet, now active, or an earlier bet the player placed under its key. */
export type Standing = { placed: Bet } | { earlier: Bet };
