import { type GameType, paisaToPkr, type PlayerBet } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

interface Row {
  id: string;
  game_type: GameType;
  round_number: number;
  slot: PlayerBet['slot'];
  amount: number;
  status: PlayerBet['status'];
  cashout_multiplier: number | null;
  payout: number | null;
  placed_at: string;
}

/** Which of the player's bets to list: those placed before a time (the next page), of one game. */
export interface PlayerBetsFilter {
  before?: string | undefined;
  gameType?: GameType | undefined;
}

/**
 * One player's bets newest first, `limit + 1` rows so the caller knows whether another page exists. The time
 * is read to the microsecond, so `before` (the last row's time) pages exactly.
 */
export async function listPlayerBets(db: Queryable, userId: string, limit: number, { before, gameType }: PlayerBetsFilter = {}): Promise<PlayerBet[]> {
  const found = await db.query<Row>(
    `${selectPlayerBets}
      WHERE user_id = $1 AND status <> 'placing' AND ($2::timestamptz IS NULL OR created_at < $2::timestamptz)
        AND ($4::text IS NULL OR game_type = $4)
      ORDER BY created_at DESC, id
      LIMIT $3`,
    [userId, before ?? null, limit + 1, gameType ?? null],
  );
  return found.rows.map(playerBetOf);
}

/** One of the player's bets by id; undefined for a bet that is not theirs, or not placed yet. */
export async function findPlayerBet(db: Queryable, userId: string, betId: string): Promise<PlayerBet | undefined> {
  const found = await db.query<Row>(`${selectPlayerBets} WHERE id = $1 AND user_id = $2 AND status <> 'placing'`, [betId, userId]);
  return found.rows.map(playerBetOf)[0];
}

const selectPlayerBets = `SELECT id, game_type, round_number, slot, amount, status, cashout_multiplier, payout,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS placed_at
       FROM bets`;

function playerBetOf(row: Row): PlayerBet {
  return {
    id: row.id,
    gameType: row.game_type,
    round: row.round_number,
    slot: row.slot,
    amount: paisaToPkr(row.amount),
    status: row.status,
    cashoutMultiplier: row.cashout_multiplier === null ? null : row.cashout_multiplier / 100,
    payout: row.payout === null ? 0 : paisaToPkr(row.payout),
    placedAt: row.placed_at,
  };
}
