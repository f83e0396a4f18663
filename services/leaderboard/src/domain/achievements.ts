import { type AchievementId, achievementIds, pkrToPaisa } from '@pkr/contracts';
import { inSettlementOrder, isWon, type SettledBet, winOf } from './settled-bet';

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

/** What one pass over a player's bets in settlement order finds. */
export interface PlayHistory {
  bets: number;
  largestStake: number;
  longestWinStreak: number;
  highestCashout: number;
  totalWinnings: number;
  biggestWin: number;
  comeback: boolean;
  highAutoCashoutBets: number;
  perfectTiming: boolean;
}

export function readHistory(bets: readonly SettledBet[]): PlayHistory {
  const history: PlayHistory = {
    bets: bets.length,
    largestStake: 0,
    longestWinStreak: 0,
    highestCashout: 0,
    totalWinnings: 0,
    biggestWin: 0,
    comeback: false,
    highAutoCashoutBets: 0,
    perfectTiming: false,
  };
  let streak = 0;
  let net = 0;
  let lowestNet = 0;
  for (const bet of inSettlementOrder(bets)) {
    const win = winOf(bet);
    history.largestStake = Math.max(history.largestStake, bet.amount);
    streak = isWon(bet) ? streak + 1 : 0;
    history.longestWinStreak = Math.max(history.longestWinStreak, streak);
    history.highestCashout = Math.max(history.highestCashout, bet.cashoutHundredths ?? 0);
    history.totalWinnings += win;
    history.biggestWin = Math.max(history.biggestWin, win);
    if (lowestNet <= -thresholds.comebackDown && win >= thresholds.comebackWin) history.comeback = true;
    if ((bet.autoCashoutHundredths ?? 0) > thresholds.riskTakerAutoCashoutAbove) history.highAutoCashoutBets += 1;
    if (bet.cashoutHundredths !== null && bet.crashHundredths - bet.cashoutHundredths <= thresholds.perfectTimingWithin) {
      history.perfectTiming = true;
    }
    net += bet.payout - bet.amount;
    lowestNet = Math.min(lowestNet, net);
  }
  return history;
}

const earnedBy: Record<Exclude<AchievementId, 'early_bird'>, (history: PlayHistory) => boolean> = {
  high_roller: (h) => h.largestStake >= thresholds.highRollerStake,
  lucky_streak: (h) => h.longestWinStreak >= thresholds.luckyStreakWins,
  diamond_hands: (h) => h.highestCashout >= thresholds.diamondHandsCashout,
  comeback_king: (h) => h.comeback,
  consistent_winner: (h) => h.totalWinnings >= thresholds.consistentWinnerTotal,
  big_win: (h) => h.biggestWin >= thresholds.bigWin,
  veteran: (h) => h.bets >= thresholds.veteranBets,
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
  if (history.highestCashout >= thresholds.winnerBadgeCashout) unlocked.push('winner_badge');
  if (history.bets >= thresholds.veteranBadgeBets) unlocked.push('veteran_badge');
  return unlocked;
}
