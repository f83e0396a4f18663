import { type GameState, type Paisa, paisaToPkr, type RecentGame } from '@pkr/contracts';
import { isPlaced, toActiveBet } from '../domain/bet';
import { sha256 } from '../domain/fairness-chain';
import { visiblePhase } from '../domain/round-stage';
import type { LiveRound } from './live-round';

/** The length of the betting phase's last part, and the most one bet can win (paisa). */
export interface StateLimits {
  transitionMs: number;
  maxWinPerBet: Paisa;
}

/** The game state of spec section 3 for one round. The crash point is there only once the round has crashed. */
export function gameStateView(round: LiveRound, recentGames: RecentGame[], limits: StateLimits, now: number): GameState {
  const { plan, stage } = round;
  const phase = visiblePhase(stage, plan.bettingEndsAt, limits.transitionMs, now);
  const betting = stage === 'betting' || stage === 'closing';
  const crashed = stage === 'crashed';
  return {
    gameType: plan.gameType,
    phase,
    isRunning: stage === 'running',
    currentGame: plan.number,
    currentRound: plan.number,
    currentMultiplier: (crashed ? plan.crashHundredths : betting ? 100 : round.lastTickHundredths) / 100,
    bettingPhase: betting,
    bettingPhaseTime: betting ? Math.max(0, Math.ceil((plan.bettingEndsAt - now) / 1000)) : 0,
    phaseStartedAt: (betting ? plan.bettingEndsAt : crashed ? round.crashedAt : round.startedAt) ?? now,
    bettingEndsAt: betting ? plan.bettingEndsAt : null,
    serverTime: now,
    recentGames,
    activeBets: [...round.bets.values()].filter(isPlaced).map(toActiveBet),
    crashPoint: crashed ? plan.crashHundredths / 100 : null,
    // The previous round's hash is SHA256 of this one's: the commitment this round's reveal will match.
    previousHash: sha256(plan.hash).toString('hex'),
    maxWinPerBet: paisaToPkr(limits.maxWinPerBet),
  };
}
