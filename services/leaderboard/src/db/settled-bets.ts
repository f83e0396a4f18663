import type { GameType } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { SettledBet } from '../domain/settled-bet';

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

/** Keeps a settled bet; false when this bet id is already kept. */
export async function insertSettledBet(db: Queryable, bet: SettledBet): Promise<boolean> {
  const inserted = await db.query({
    name: 'settled-bet-insert',
    text: `INSERT INTO settled_bets (bet_id, user_id, username, game_type, round, amount, auto_cashout_hundredths,
       cashout_hundredths, payout, crash_hundredths, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (bet_id) DO NOTHING`,
    values: [
      bet.betId,
      bet.userId,
      bet.username,
      bet.gameType,
      bet.round,
      bet.amount,
      bet.autoCashoutHundredths,
      bet.cashoutHundredths,
      bet.payout,
      bet.crashHundredths,
      bet.settledAt,
    ],
  });
  return inserted.rowCount === 1;
}

export async function betsOfPlayer(db: Queryable, userId: string): Promise<SettledBet[]> {
  const rows = await db.query<BetRow>({ name: 'settled-bets-of-player', text: 'SELECT * FROM settled_bets WHERE user_id = $1', values: [userId] });
  return rows.rows.map(fromRow);
}

/** Every player who has a settled bet. */
export async function playersWithBets(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>('SELECT DISTINCT user_id FROM settled_bets ORDER BY user_id');
  return rows.rows.map((row) => row.user_id);
}
