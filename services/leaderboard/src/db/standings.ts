import type { AchievementId, LeaderboardSort } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { Standing } from '../domain/standing';
import { EARLY_BIRDS_SQL } from './registrations';

interface StandingRow {
  user_id: string;
  username: string;
  bets_placed: number;
  bets_won: number;
  total_staked: number;
  total_paid_out: number;
  total_winnings: number;
  biggest_win: number;
  highest_multiplier_hundredths: number;
  achievements: AchievementId[];
  unlocked_accessories: string[];
  largest_stake: number;
  longest_win_streak: number;
  win_streak: number;
  lowest_net: number;
  comeback: boolean;
  high_auto_cashout_bets: number;
  perfect_timing: boolean;
  latest_settled_at: Date | null;
  latest_bet_id: string | null;
}

const fromRow = (row: StandingRow): Standing => ({
  userId: row.user_id,
  username: row.username,
  betsPlaced: row.bets_placed,
  betsWon: row.bets_won,
  totalStaked: row.total_staked,
  totalPaidOut: row.total_paid_out,
  totalWinnings: row.total_winnings,
  biggestWin: row.biggest_win,
  highestMultiplierHundredths: row.highest_multiplier_hundredths,
  achievements: row.achievements,
  unlockedAccessories: row.unlocked_accessories,
  largestStake: row.largest_stake,
  longestWinStreak: row.longest_win_streak,
  winStreak: row.win_streak,
  lowestNet: row.lowest_net,
  comeback: row.comeback,
  highAutoCashoutBets: row.high_auto_cashout_bets,
  perfectTiming: row.perfect_timing,
  // a row kept before the pass was stored has no latest bet: it is recomputed from all its bets
  latest: row.latest_settled_at && row.latest_bet_id ? { settledAt: row.latest_settled_at, betId: row.latest_bet_id } : null,
});

/**
 * Serialises every change to these players' standings until the transaction ends. Taken in one order, so two
 * transactions locking overlapping players never wait on each other in a cycle.
 */
export async function lockPlayers(db: Queryable, userIds: readonly string[]): Promise<void> {
  await db.query({
    name: 'standings-lock',
    text: `SELECT pg_advisory_xact_lock(key)
             FROM (SELECT DISTINCT hashtext('standing:' || id) AS key FROM unnest($1::text[]) AS id) AS keys
            ORDER BY key`,
    values: [userIds],
  });
}

/** A standing's columns with their types, as a row of `writeStandings`' input and of the table. */
const standingColumns = [
  ['user_id', 'uuid'],
  ['username', 'text'],
  ['bets_placed', 'int'],
  ['bets_won', 'int'],
  ['total_staked', 'bigint'],
  ['total_paid_out', 'bigint'],
  ['total_winnings', 'bigint'],
  ['biggest_win', 'bigint'],
  ['highest_multiplier_hundredths', 'int'],
  ['achievements', 'text[]'],
  ['unlocked_accessories', 'text[]'],
  ['largest_stake', 'bigint'],
  ['longest_win_streak', 'int'],
  ['win_streak', 'int'],
  ['lowest_net', 'bigint'],
  ['comeback', 'boolean'],
  ['high_auto_cashout_bets', 'int'],
  ['perfect_timing', 'boolean'],
  ['latest_settled_at', 'timestamptz'],
  ['latest_bet_id', 'uuid'],
] as const;

type StandingColumn = (typeof standingColumns)[number][0];

const toRow = (standing: Standing): Record<StandingColumn, unknown> => ({
  user_id: standing.userId,
  username: standing.username,
  bets_placed: standing.betsPlaced,
  bets_won: standing.betsWon,
  total_staked: standing.totalStaked,
  total_paid_out: standing.totalPaidOut,
  total_winnings: standing.totalWinnings,
  biggest_win: standing.biggestWin,
  highest_multiplier_hundredths: standing.highestMultiplierHundredths,
  achievements: standing.achievements,
  unlocked_accessories: standing.unlockedAccessories,
  largest_stake: standing.largestStake,
  longest_win_streak: standing.longestWinStreak,
  win_streak: standing.winStreak,
  lowest_net: standing.lowestNet,
  comeback: standing.comeback,
  high_auto_cashout_bets: standing.highAutoCashoutBets,
  perfect_timing: standing.perfectTiming,
  latest_settled_at: standing.latest?.settledAt.toISOString() ?? null,
  latest_bet_id: standing.latest?.betId ?? null,
});

const names = standingColumns.map(([name]) => name).join(', ');

/** Writes players' standings in one statement, whatever their number; each replaces the player's row. */
export async function writeStandings(db: Queryable, standings: readonly Standing[]): Promise<void> {
  await db.query({
    name: 'standings-write',
    text: `INSERT INTO standings (${names})
           SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS s (${standingColumns.map(([name, type]) => `${name} ${type}`).join(', ')})
            ORDER BY user_id
           ON CONFLICT (user_id) DO UPDATE SET ${standingColumns
             .slice(1)
             .map(([name]) => `${name} = EXCLUDED.${name}`)
             .join(', ')}, updated_at = now()`,
    values: [JSON.stringify(standings.map(toRow))],
  });
}

export async function deleteStanding(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM standings WHERE user_id = $1', [userId]);
}

export async function findStanding(db: Queryable, userId: string): Promise<Standing | undefined> {
  return (await findStandings(db, [userId])).get(userId);
}

/** The stored standings of these players, by user id; a player without one is absent. */
export async function findStandings(db: Queryable, userIds: readonly string[]): Promise<Map<string, Standing>> {
  const rows = await db.query<StandingRow>({ name: 'standings-find', text: 'SELECT * FROM standings WHERE user_id = ANY($1::uuid[])', values: [userIds] });
  return new Map(rows.rows.map((row) => [row.user_id, fromRow(row)]));
}

export async function allStandings(db: Queryable): Promise<Standing[]> {
  const rows = await db.query<StandingRow>('SELECT * FROM standings ORDER BY user_id');
  return rows.rows.map(fromRow);
}

/** The leaderboard's order for each tab; a tie goes to total winnings, then to the username (unique), so pages never reshuffle. */
const orderBy: Record<LeaderboardSort, string> = {
  totalWinnings: 's.total_winnings DESC',
  biggestWin: 's.biggest_win DESC',
  highestMultiplier: 's.highest_multiplier_hundredths DESC',
  achievements: 'achievement_count DESC',
};

export interface RankedStanding extends Standing {
  earlyBird: boolean;
}

/** The top `limit` players who have a settled bet, in the tab's order. */
export async function topStandings(db: Queryable, sort: LeaderboardSort, limit: number, earlyBirds: number): Promise<RankedStanding[]> {
  const rows = await db.query<StandingRow & { early_bird: boolean }>(
    `SELECT s.*, e.user_id IS NOT NULL AS early_bird,
            cardinality(s.achievements) + CASE WHEN e.user_id IS NULL THEN 0 ELSE 1 END AS achievement_count
       FROM standings s LEFT JOIN (${EARLY_BIRDS_SQL(earlyBirds)}) e ON e.user_id = s.user_id
      ORDER BY ${orderBy[sort]}, s.total_winnings DESC, s.username, s.user_id
      LIMIT $1`,
    [limit],
  );
  return rows.rows.map((row) => ({ ...fromRow(row), earlyBird: row.early_bird }));
}

/** The largest single win on the platform, in paisa; 0 before anyone has won. */
export async function biggestWinEver(db: Queryable): Promise<number> {
  const rows = await db.query<{ biggest: number }>('SELECT COALESCE(MAX(biggest_win), 0)::bigint AS biggest FROM standings');
  return rows.rows[0]?.biggest ?? 0;
}
