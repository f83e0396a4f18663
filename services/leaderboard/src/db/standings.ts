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

/** Serialises every change to one player's standing until the transaction ends. */
export async function lockPlayer(db: Queryable, userId: string): Promise<void> {
  await db.query({ name: 'standing-lock', text: "SELECT pg_advisory_xact_lock(hashtext('standing:' || $1))", values: [userId] });
}

export async function writeStanding(db: Queryable, standing: Standing): Promise<void> {
  await db.query({
    name: 'standing-write',
    text: `INSERT INTO standings (user_id, username, bets_placed, bets_won, total_staked, total_paid_out, total_winnings,
       biggest_win, highest_multiplier_hundredths, achievements, unlocked_accessories, largest_stake, longest_win_streak,
       win_streak, lowest_net, comeback, high_auto_cashout_bets, perfect_timing, latest_settled_at, latest_bet_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (user_id) DO UPDATE SET username = $2, bets_placed = $3, bets_won = $4, total_staked = $5,
       total_paid_out = $6, total_winnings = $7, biggest_win = $8, highest_multiplier_hundredths = $9,
       achievements = $10, unlocked_accessories = $11, largest_stake = $12, longest_win_streak = $13, win_streak = $14,
       lowest_net = $15, comeback = $16, high_auto_cashout_bets = $17, perfect_timing = $18, latest_settled_at = $19,
       latest_bet_id = $20, updated_at = now()`,
    values: [
      standing.userId,
      standing.username,
      standing.betsPlaced,
      standing.betsWon,
      standing.totalStaked,
      standing.totalPaidOut,
      standing.totalWinnings,
      standing.biggestWin,
      standing.highestMultiplierHundredths,
      standing.achievements,
      standing.unlockedAccessories,
      standing.largestStake,
      standing.longestWinStreak,
      standing.winStreak,
      standing.lowestNet,
      standing.comeback,
      standing.highAutoCashoutBets,
      standing.perfectTiming,
      standing.latest?.settledAt ?? null,
      standing.latest?.betId ?? null,
    ],
  });
}

export async function deleteStanding(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM standings WHERE user_id = $1', [userId]);
}

export async function findStanding(db: Queryable, userId: string): Promise<Standing | undefined> {
  const rows = await db.query<StandingRow>({ name: 'standing-find', text: 'SELECT * FROM standings WHERE user_id = $1', values: [userId] });
  return rows.rows[0] && fromRow(rows.rows[0]);
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
