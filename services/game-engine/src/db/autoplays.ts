import type { AutoplayStopReason, GameType, StartAutoplayRequest } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { Autoplay, RoundOutcome } from '../domain/autoplay';

const columns = `id, user_id, username, game_type, slot, amount, auto_cashout, rounds, rounds_played, net, loss_stop, win_stop,
  single_win_stop, last_round, stopped_reason`;

interface Row {
  id: string;
  user_id: string;
  username: string;
  game_type: GameType;
  slot: Autoplay['slot'];
  amount: number;
  auto_cashout: number;
  rounds: number;
  rounds_played: number;
  net: number;
  loss_stop: number;
  win_stop: number | null;
  single_win_stop: number | null;
  last_round: number;
  stopped_reason: AutoplayStopReason | null;
}

const toAutoplay = (row: Row): Autoplay => ({
  id: row.id,
  userId: row.user_id,
  username: row.username,
  gameType: row.game_type,
  slot: row.slot,
  amount: row.amount,
  autoCashoutHundredths: row.auto_cashout,
  rounds: row.rounds,
  roundsPlayed: row.rounds_played,
  net: row.net,
  lossStop: row.loss_stop,
  winStop: row.win_stop,
  singleWinStop: row.single_win_stop,
  lastRound: row.last_round,
  stoppedReason: row.stopped_reason,
});

/** Records a running auto-play; false when the player already runs one in that panel of that game. */
export async function insertAutoplay(db: Queryable, id: string, request: StartAutoplayRequest): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO autoplays (id, user_id, username, game_type, slot, amount, auto_cashout, rounds, loss_stop, win_stop, single_win_stop)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (user_id, game_type, slot) WHERE stopped_reason IS NULL DO NOTHING`,
    [id, request.userId, request.username, request.gameType, request.slot, request.amount, request.autoCashoutHundredths, request.rounds,
      request.lossStop, request.winStop, request.singleWinStop],
  );
  return inserted.rowCount === 1;
}

export async function findAutoplay(db: Queryable, userId: string, id: string): Promise<Autoplay | null> {
  const found = await db.query<Row>(`SELECT ${columns} FROM autoplays WHERE id = $1 AND user_id = $2`, [id, userId]);
  return found.rows[0] ? toAutoplay(found.rows[0]) : null;
}

export async function listRunningOfPlayer(db: Queryable, userId: string): Promise<Autoplay[]> {
  const found = await db.query<Row>(`SELECT ${columns} FROM autoplays WHERE user_id = $1 AND stopped_reason IS NULL ORDER BY game_type, slot`, [userId]);
  return found.rows.map(toAutoplay);
}

export async function listRunningOfGame(db: Queryable, gameType: GameType): Promise<Autoplay[]> {
  const found = await db.query<Row>(`SELECT ${columns} FROM autoplays WHERE game_type = $1 AND stopped_reason IS NULL ORDER BY created_at`, [gameType]);
  return found.rows.map(toAutoplay);
}

/**
 * Stops running auto-plays, those of the given ids or every one of the given players, and answers those it
 * stopped: one already stopped keeps its first reason.
 */
export async function stopAutoplays(db: Queryable, where: { ids: string[] } | { userIds: string[] }, reason: AutoplayStopReason): Promise<Autoplay[]> {
  const [column, values] = 'ids' in where ? ['id', where.ids] : ['user_id', where.userIds];
  const stopped = await db.query<Row>(
    `UPDATE autoplays SET stopped_reason = $2, stopped_at = now() WHERE ${column} = ANY($1::uuid[]) AND stopped_reason IS NULL RETURNING ${columns}`,
    [values, reason],
  );
  return stopped.rows.map(toAutoplay);
}

/** The settled bets of a game's running auto-plays in rounds after the last one each counted, oldest first. */
export async function uncountedOutcomes(db: Queryable, gameType: GameType): Promise<Map<string, RoundOutcome[]>> {
  const found = await db.query<{ autoplay_id: string; round_number: number; amount: number; payout: number | null }>(
    `SELECT a.id AS autoplay_id, b.round_number, b.amount, b.payout
       FROM autoplays a
       JOIN bets b ON b.user_id = a.user_id AND b.game_type = a.game_type AND b.round_number > a.last_round
                  AND b.idempotency_key = 'autoplay:' || a.id || ':' || b.round_number
      WHERE a.game_type = $1 AND a.stopped_reason IS NULL AND b.status IN ('won', 'lost')
      ORDER BY a.id, b.round_number`,
    [gameType],
  );
  const outcomes = new Map<string, RoundOutcome[]>();
  for (const row of found.rows) {
    const outcome = { round: row.round_number, amount: row.amount, payout: row.payout ?? 0 };
    outcomes.set(row.autoplay_id, [...(outcomes.get(row.autoplay_id) ?? []), outcome]);
  }
  return outcomes;
}

/**
 * Writes the rounds counted since `fromRound`, and the stop they reached; false when another leader counted
 * them first or the player stopped the auto-play meanwhile, which then keeps what that wrote.
 */
export async function saveCounted(db: Queryable, counted: Autoplay, fromRound: number): Promise<boolean> {
  const saved = await db.query(
    `UPDATE autoplays SET rounds_played = $3, net = $4, last_round = $5, stopped_reason = $6,
            stopped_at = CASE WHEN $6::text IS NULL THEN NULL ELSE now() END
      WHERE id = $1 AND last_round = $2 AND stopped_reason IS NULL`,
    [counted.id, fromRound, counted.roundsPlayed, counted.net, counted.lastRound, counted.stoppedReason],
  );
  return saved.rowCount === 1;
}
