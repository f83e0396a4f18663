import { type GameType, paisaToPkr, type PlayerBet } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

interface Row {
  id: string;
  game_type: GameType;
  round_number: number;
  amount: number;
  status: PlayerBet['status'];
  cashout_multiplier: number | null;
  payout: number | null;
  placed_at: string;
}

/**
 * One player's bets newest first, `limit + 1` rows so the caller knows whether another page exists. The time
 * is read to the microsecond, so `before` (the last row's time) pages exactly.
 */
export async function listPlayerBets(db: Queryable, userId: string, limit: number, before?: string): Promise<PlayerBet[]> {
  const found = await db.query<Row>(
    `SELECT id, game_type, round_number, amount, status, cashout_multiplier, payout,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS placed_at
       FROM bets
      WHERE user_id = $1 AND status <> 'placing' AND ($2::timestamptz IS NULL OR created_at < $2::timestamptz)
      ORDER BY created_at DESC, id
      LIMIT $3`,
    [userId, before ?? null, limit + 1],
  );
  return found.rows.map((row) => ({
    id: row.id,
    gameType: row.game_type,
    round: row.round_number,
    amount: paisaToPkr(row.amount),
    status: row.status,
    cashoutMultiplier: row.cashout_multiplier === null ? null : row.cashout_multiplier / 100,
    payout: row.payout === null ? 0 : paisaToPkr(row.payout),
    placedAt: row.placed_at,
  }));
}
