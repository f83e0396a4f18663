import { type AchievementId, achievementIds, pkrToPaisa } from '@pkr/contracts';
import { inSettlementOrder, isWon, type SettledBet, type SettlementKey, winOf } from './settled-bet';

/** The thresholds of spec section 3, in paisa, hundredths and counts; docs/decisions.md says how each is read. */
export const thresholds = {
  highRollerStake: pkrToPaisa(5_000),
  luckyStreakWins: 5,
  diamondHandsCashout: 300,
  comebackDown: pkrToPaisa(5_000),
  comebackWin: pkrToPaisa(10_000),
  earlyBirdRegistrations: 100,
  consistentWinnerTotal: pkrToPaisa(50_000),
  bigWin: pkrToPaisa(10_000),
  veteranBets: 100,
  riskTakerBets: 10,
  riskTakerAutoCashoutAbove: 200,
  perfectTimingWithin: 5,
  winnerBadgeCashout: 500,
  veteranBadgeBets: 100,
} as const;

/**
 * Where one pass over a player's bets in settlement order stands: every figure and achievement is read from
 * it, and it holds all the pass needs to go on with the next bet (the current win streak, the lowest the
 * running net has been, the latest bet folded in). The running net is what was paid out less what was staked.
 */
export interface PlayHistory {
  betsPlaced: number;
  betsWon: number;
  totalStaked: number;
  totalPaidOut: number;
  totalWinnings: number;
  biggestWin: number;
  highestMultiplierHundredths: number;
  largestStake: number;
  longestWinStreak: number;
  /** Wins in a row up to and with the latest bet. */
  winStreak: number;
  /** The lowest the running net has been, from 0 before the first bet. */
  lowestNet: number;
  comeback: boolean;
  highAutoCashoutBets: number;
  perfectTiming: boolean;
  /** The latest bet folded in; null before the first. */
  latest: SettlementKey | null;
}

export const noHistory: PlayHistory = {
  betsPlaced: 0,
  betsWon: 0,
  totalStaked: 0,
  totalPaidOut: 0,
  totalWinnings: 0,
  biggestWin: 0,
  highestMultiplierHundredths: 0,
  largestStake: 0,
  longestWinStreak: 0,
  winStreak: 0,
  lowestNet: 0,
  comeback: false,
  highAutoCashoutBets: 0,
  perfectTiming: false,
  latest: null,
};

/** The pass taken one bet further: `bet` must come after `history.latest` in settlement order. */
export function foldBet(history: PlayHistory, bet: SettledBet): PlayHistory {
  const win = winOf(bet);
  const winStreak = isWon(bet) ? history.winStreak + 1 : 0;
  const net = history.totalPaidOut + bet.payout - (history.totalStaked + bet.amount);
  return {
    betsPlaced: history.betsPlaced + 1,
    betsWon: history.betsWon + (isWon(bet) ? 1 : 0),
    totalStaked: history.totalStaked + bet.amount,
    totalPaidOut: history.totalPaidOut + bet.payout,
    totalWinnings: history.totalWinnings + win,
    biggestWin: Math.max(history.biggestWin, win),
    highestMultiplierHundredths: Math.max(history.highestMultiplierHundredths, bet.cashoutHundredths ?? 0),
    largestStake: Math.max(history.largestStake, bet.amount),
    longestWinStreak: Math.max(history.longestWinStreak, winStreak),
    winStreak,
    lowestNet: Math.min(history.lowestNet, net),
    comeback: history.comeback || (history.lowestNet <= -thresholds.comebackDown && win >= thresholds.comebackWin),
    highAutoCashoutBets: history.highAutoCashoutBets + ((bet.autoCashoutHundredths ?? 0) > thresholds.riskTakerAutoCashoutAbove ? 1 : 0),
    perfectTiming:
      history.perfectTiming ||
      (bet.cashoutHundredths !== null && bet.crashHundredths - bet.cashoutHundredths <= thresholds.perfectTimingWithin),
    latest: { settledAt: bet.settledAt, betId: bet.betId },
  };
}

/** The whole pass: every bet folded in settlement order from no history. */
export const readHistory = (bets: readonly SettledBet[]): PlayHistory => inSettlementOrder(bets).reduce(foldBet, noHistory);

const earnedBy: Record<Exclude<AchievementId, 'early_bird'>, (history: PlayHistory) => boolean> = {
  high_roller: (h) => h.largestStake >= thresholds.highRollerStake,
  lucky_streak: (h) => h.longestWinStreak >= thresholds.luckyStreakWins,
  diamond_hands: (h) => h.highestMultiplierHundredths >= thresholds.diamondHandsCashout,
  comeback_king: (h) => h.comeback,
  consistent_winner: (h) => h.totalWinnings >= thresholds.consistentWinnerTotal,
  big_win: (h) => h.biggestWin >= thresholds.bigWin,
  veteran: (h) => h.betsPlaced >= thresholds.veteranBets,
  risk_taker: (h) => h.highAutoCashoutBets >= thresholds.riskTakerBets,
  perfect_timing: (h) => h.perfectTiming,
};

/**
 * The achievements a player's bets earn, in catalogue order. Early Bird depends on everyone's registrations,
 * not on bets, and is added where the leaderboard reads it.
 */
export function achievementsEarned(history: PlayHistory, earlyBird: boolean): AchievementId[] {
  return achievementIds.filter((id) => (id === 'early_bird' ? earlyBird : earnedBy[id](history)));
}

/** Bet-earned achievements with Early Bird added when the player is one, in catalogue order. */
export function withEarlyBird(earned: readonly AchievementId[], earlyBird: boolean): AchievementId[] {
  return achievementIds.filter((id) => (id === 'early_bird' ? earlyBird : earned.includes(id)));
}

/** The avatar shop's locked badges (spec section 3) this play unlocks. */
export function accessoriesUnlocked(history: PlayHistory): string[] {
  const unlocked: string[] = [];
  if (history.highestMultiplierHundredths >= thresholds.winnerBadgeCashout) unlocked.push('winner_badge');
  if (history.betsPlaced >= thresholds.veteranBadgeBets) unlocked.push('veteran_badge');
  return unlocked;
}
