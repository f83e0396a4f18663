import type { AppError, Phase } from '@pkr/contracts';
import { refusals } from './game-errors';

/**
 * Where the leader's current round is. `closing` is the moment between the end of betting and the start of
 * the flight, while bets already asked for finish their wallet debit; players see it as 'transition'.
 */
export type Stage = 'betting' | 'closing' | 'running' | 'crashed';

/** The phase players see: the last `transitionMs` of betting, and closing, are 'transition'. */
export function visiblePhase(stage: Stage, bettingEndsAt: number, transitionMs: number, now: number): Phase {
  if (stage === 'closing') return 'transition';
  if (stage === 'betting') return now >= bettingEndsAt - transitionMs ? 'transition' : 'betting';
  return stage;
}

/** Why a bet cannot be taken now, or null when it can. */
export function betRefusal(stage: Stage): AppError | null {
  switch (stage) {
    case 'betting':
      return null;
    case 'closing':
      return refusals.bettingOver();
    case 'running':
      return refusals.gameInProgress();
    case 'crashed':
      return refusals.noActiveGame();
  }
}

/** Why a cash-out cannot be done in this stage, or null when the round is flying. */
export function cashoutRefusal(stage: Stage): AppError | null {
  switch (stage) {
    case 'running':
      return null;
    case 'betting':
    case 'closing':
      return refusals.cashoutBeforeStart();
    case 'crashed':
      return refusals.cashoutAfterCrash();
  }
}
