import type { LeaderboardEntry, LeaderboardSort } from '@pkr/contracts';
import { formatPkr } from '@/lib/format';
/** '2.00x' */
export const formatMultiplier = (multiplier: number) => `${multiplier.toFixed(2)}x`;

/** A tab's label and the heading of its value column are the catalogue's `tabs.<sort>.label` and `.column`. */
export interface LeaderboardTab {
  sort: LeaderboardSort;
  value: (entry: LeaderboardEntry) => string;
}

/** The four tabs of spec section 2, each with the figure it ranks by. */
export const leaderboardTabs: readonly LeaderboardTab[] = [
  { sort: 'totalWinnings', value: (entry) => formatPkr(entry.totalWinnings) },
  { sort: 'biggestWin', value: (entry) => formatPkr(entry.biggestWin) },
  { sort: 'highestMultiplier', value: (entry) => formatMultiplier(entry.highestMultiplier) },
  { sort: 'achievements', value: (entry) => String(entry.achievements.length) },
];
