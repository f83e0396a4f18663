import type { AchievementId } from '@pkr/contracts';
import { accessoriesUnlocked, achievementsEarned, readHistory } from './achievements';
import { inSettlementOrder, isWon, type SettledBet } from './settled-bet';

/** A player's stored aggregates: everything the leaderboard shows, derived from their settled bets alone. */
export interface Standing {
  userId: string;
  username: string;
  betsPlaced: number;
  betsWon: number;
  totalStaked: number;
  totalPaidOut: number;
  totalWinnings: number;
  biggestWin: number;
  highestMultiplierHundredths: number;
  /** Earned by bets; Early Bird is not among them (it depends on registrations). */
  achievements: AchievementId[];
  unlockedAccessories: string[];
}

/**
 * Recomputes a standing from every settled bet of one player. It depends only on the set of bets, never on
 * the order their events arrived in, so a replay, a duplicate or a late event gives the same row.
 */
export function standingOf(bets: readonly [SettledBet, ...SettledBet[]]): Standing {
  const history = readHistory(bets);
  const latest = inSettlementOrder(bets).at(-1) ?? bets[0];
  return {
    userId: latest.userId,
    username: latest.username,
    betsPlaced: bets.length,
    betsWon: bets.filter(isWon).length,
    totalStaked: bets.reduce((sum, bet) => sum + bet.amount, 0),
    totalPaidOut: bets.reduce((sum, bet) => sum + bet.payout, 0),
    totalWinnings: history.totalWinnings,
    biggestWin: history.biggestWin,
    highestMultiplierHundredths: history.highestCashout,
    achievements: achievementsEarned(history, false),
    unlockedAccessories: accessoriesUnlocked(history),
  };
}

const fields = [
  'username',
  'betsPlaced',
  'betsWon',
  'totalStaked',
  'totalPaidOut',
  'totalWinnings',
  'biggestWin',
  'highestMultiplierHundredths',
  'achievements',
  'unlockedAccessories',
] as const satisfies readonly (keyof Standing)[];

export interface StandingDifference {
  userId: string;
  field: (typeof fields)[number] | 'row';
  live: unknown;
  rebuilt: unknown;
}

/** Where a live row differs from the one rebuilt from the bets; a missing row on either side is one 'row' difference. */
export function differences(userId: string, live: Standing | undefined, rebuilt: Standing | undefined): StandingDifference[] {
  if (!live || !rebuilt) return live === rebuilt ? [] : [{ userId, field: 'row', live: live ?? null, rebuilt: rebuilt ?? null }];
  return fields
    .filter((field) => JSON.stringify(live[field]) !== JSON.stringify(rebuilt[field]))
    .map((field) => ({ userId, field, live: live[field], rebuilt: rebuilt[field] }));
}
