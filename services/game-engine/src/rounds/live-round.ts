import type { GameType } from '@pkr/contracts';
import { InFlight } from '@pkr/platform';
import { BetCancels } from '../bets/bet-cancels';
import { RoundBets } from '../bets/round-bets';
import type { Stage } from '../domain/round-stage';
import { WinsBeingRecorded } from '../payouts/wins-being-recorded';

/** What a round is fixed to when it opens. The hash and crash point stay in the engine until the crash. */
export interface RoundPlan {
  gameType: GameType;
  number: number;
  hash: Buffer;
  crashHundredths: number;
  adminControlled: boolean;
  bettingEndsAt: number;
}

/**
 * The leader's current round in memory: its clock, and its bets. Bet placements, cancels and cash-out
 * writes still in flight are tracked, so the round neither starts flying nor settles before they land.
 */
export class LiveRound {
  stage: Stage = 'betting';
  startedAt: number | null = null;
  crashedAt: number | null = null;
  /** The last multiplier sent to players: the state shows this, never a clock value past the crash point. */
  lastTickHundredths = 100;
  /** Where the open bets reached the round's payout cap and were all cashed out; null until they do. */
  payoutCappedAt: number | null = null;
  readonly bets = new RoundBets();
  readonly cancels = new BetCancels();
  readonly winsBeingRecorded = new WinsBeingRecorded();
  private readonly inFlight = new InFlight();

  constructor(readonly plan: RoundPlan) {}

  elapsedMs(now = Date.now()): number {
    return this.startedAt === null ? 0 : now - this.startedAt;
  }

  /** Tracks `work` until it settles; the caller still handles its outcome. */
  track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.track(work.catch(() => undefined));
    return work;
  }

  settled(): Promise<void> {
    return this.inFlight.settle();
  }
}
