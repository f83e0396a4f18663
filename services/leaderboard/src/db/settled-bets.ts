import type { GameType } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import { byPlayer, type SettledBet } from '../domain/settled-bet';

interface BetRow {
  bet_id: string;
  user_id: string;
  username: string;
  game_type: GameType;
  round: number;
  amount: number;
  auto_cashout_hundredths: number | null;
  cashout_hundredths: number | null;
  payout: number;
  crash_hundredths: number;
  settled_at: Date;
}

const fromRow = (row: BetRow): SettledBet => ({
  betId: row.bet_id,
  userId: row.user_id,
  username: row.username,
  gameType: row.game_type,
  round: row.round,
  amount: row.amount,
  autoCashoutHundredths: row.auto_cashout_hundredths,
  cashoutHundredths: row.cashout_hundredths,
  payout: row.payout,
  crashHundredths: row.crash_hundredths,
  settledAt: row.settled_at,
});

/** Keeps settled bets in one statement (in bet id order); answers the ids kept now, not those kept before. */
export async function insertSettledBets(db: Queryable, bets: readonly SettledBet[]): Promise<Set<string>> {
  const column = <T>(pick: (bet: SettledBet) => T) => bets.map(pick);
  const inserted = await db.query<{ bet_id: string }>({
    name: 'settled-bets-insert',
    text: `INSERT INTO settled_bets (bet_id, user_id, username, game_type, round, amount, auto_cashout_hundredths,
             cashout_hundredths, payout, crash_hundredths, settled_at)
           SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::int[], $6::bigint[], $7::int[],
                                $8::int[], $9::bigint[], $10::int[], $11::timestamptz[])
                  AS bet (bet_id, user_id, username, game_type, round, amount, auto_cashout_hundredths, cashout_hundredths,
                          payout, crash_hundredths, settled_at)
            ORDER BY bet_id
           ON CONFLICT (bet_id) DO NOTHING RETURNING bet_id`,
    values: [
      column((bet) => bet.betId),
      column((bet) => bet.userId),
      column((bet) => bet.username),
      column((bet) => bet.gameType),
      column((bet) => bet.round),
      column((bet) => bet.amount),
      column((bet) => bet.autoCashoutHundredths),
      column((bet) => bet.cashoutHundredths),
      column((bet) => bet.payout),
      column((bet) => bet.crashHundredths),
      column((bet) => bet.settledAt),
    ],
  });
  return new Set(inserted.rows.map((row) => row.bet_id));
}

export async function betsOfPlayer(db: Queryable, userId: string): Promise<SettledBet[]> {
  return (await betsOfPlayers(db, [userId])).get(userId) ?? [];
}

/** Every kept bet of these players, by user id; a player without one is absent. */
export async function betsOfPlayers(db: Queryable, userIds: readonly string[]): Promise<Map<string, SettledBet[]>> {
  const rows = await db.query<BetRow>({ name: 'settled-bets-of-players', text: 'SELECT * FROM settled_bets WHERE user_id = ANY($1::uuid[])', values: [userIds] });
  return byPlayer(rows.rows.map(fromRow));
}

/** Every player who has a settled bet. */
export async function playersWithBets(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>('SELECT DISTINCT user_id FROM settled_bets ORDER BY user_id');
  return rows.rows.map((row) => row.user_id);
}
