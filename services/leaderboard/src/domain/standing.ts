import type { AchievementId } from '@pkr/contracts';
import { accessoriesUnlocked, achievementsEarned, foldBet, noHistory, type PlayHistory } from './achievements';
import { inSettlementOrder, type SettledBet, settlesAfter } from './settled-bet';

/**
 * A player's stored row: everything the leaderboard shows, derived from their settled bets alone, with the
 * pass over them (`PlayHistory`) kept so the next bet in settlement order is folded in without the others.
 */
export interface Standing extends PlayHistory {
  userId: string;
  username: string;
  /** Earned by bets; Early Bird is not among them (it depends on registrations). */
  achievements: AchievementId[];
  unlockedAccessories: string[];
}

/** The standing with one more bet, which must come after `standing.latest` in settlement order; from none for a first bet. */
export function withBet(standing: Standing | undefined, bet: SettledBet): Standing {
  const history = foldBet(standing ?? noHistory, bet);
  return {
    userId: bet.userId,
    username: bet.username,
    ...history,
    achievements: achievementsEarned(history, false),
    unlockedAccessories: accessoriesUnlocked(history),
  };
}

/**
 * `stored` with `bet` folded in when the bet comes after the latest one in it; undefined when the standing must
 * be recomputed from all the bets instead (a late bet, or a row kept without its pass).
 */
export const withLaterBet = (stored: Standing | undefined, bet: SettledBet): Standing | undefined =>
  stored?.latest && settlesAfter(bet, stored.latest) ? withBet(stored, bet) : undefined;

/**
 * Recomputes a standing from every settled bet of one player, folded in settlement order. It depends only on
 * the set of bets, never on the order their events arrived in, so a replay, a duplicate or a late event gives
 * the same row.
 */
export function standingOf(bets: readonly [SettledBet, ...SettledBet[]]): Standing {
  const [first, ...rest] = inSettlementOrder(bets) as [SettledBet, ...SettledBet[]];
  return rest.reduce(withBet, withBet(undefined, first));
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
  'largestStake',
  'longestWinStreak',
  'winStreak',
  'lowestNet',
  'comeback',
  'highAutoCashoutBets',
  'perfectTiming',
  'latest',
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
