import type { LeaderboardEntry, LeaderboardSort } from '@pkr/contracts';
import { formatPkr } from '@/lib/format';
/** '2.00x' */
export const formatMultiplier = (multiplier: number) => `${multiplier.toFixed(2)}x`;

export interface LeaderboardTab {
  sort: LeaderboardSort;
  label: string;
  /** The heading of the value column. */
  column: string;
  value: (entry: LeaderboardEntry) => string;
}

/** The four tabs of spec section 2, each with the figure it ranks by. */
export const leaderboardTabs: readonly LeaderboardTab[] = [
  { sort: 'totalWinnings', label: 'Total Winnings', column: 'Total Winnings', value: (entry) => formatPkr(entry.totalWinnings) },
  { sort: 'biggestWin', label: 'Biggest Wins', column: 'Biggest Win', value: (entry) => formatPkr(entry.biggestWin) },
  { sort: 'highestMultiplier', label: 'Highest Multipliers', column: 'Highest Multiplier', value: (entry) => formatMultiplier(entry.highestMultiplier) },
  { sort: 'achievements', label: 'Achievements', column: 'Count', value: (entry) => String(entry.achievements.length) },
];
