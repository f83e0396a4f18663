import { type GameType, paisaToPkr, type TopWin, type TopWinsReply } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

interface Row {
  id: string;
  round_number: number;
  user_id: string;
  username: string;
  amount: number;
  cashout_multiplier: number;
  payout: number;
  settled_at: Date;
}

/** The order of each list; ties go to the win settled first, the one that got there before. */
const orders: Record<TopWinsReply['by'], string> = {
  win: 'payout DESC, settled_at, id',
  multiplier: 'cashout_multiplier DESC, payout DESC, settled_at, id',
};

/**
 * The biggest wins of a game settled since `since`, by payout or by multiplier. `won_at` is a won bet's settled
 * time and empty for every other bet: the period is read through its index.
 */
export async function listTopWins(db: Queryable, gameType: GameType, since: Date, by: TopWinsReply['by'], limit: number): Promise<TopWin[]> {
  const found = await db.query<Row>(
    `SELECT id, round_number, user_id, username, amount, cashout_multiplier, payout, settled_at
       FROM bets
      WHERE game_type = $1 AND won_at >= $2
      ORDER BY ${orders[by]}
      LIMIT $3`,
    [gameType, since, limit],
  );
  return found.rows.map((row) => ({
    id: row.id,
    round: row.round_number,
    userId: row.user_id,
    username: row.username,
    amount: paisaToPkr(row.amount),
    cashoutMultiplier: row.cashout_multiplier / 100,
    winAmount: paisaToPkr(row.payout),
    settledAt: row.settled_at.toISOString(),
  }));
}
