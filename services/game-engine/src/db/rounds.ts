import type { GameType } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { ChainRules } from '../domain/chain-rules';

/** The house edge (hundredths of a percent) and cap (hundredths) a round is opened with: its chain's. */
export type RoundRules = ChainRules;

export interface NewRound extends RoundRules {
  gameType: GameType;
  number: number;
  hash: Buffer;
  crashHundredths: number;
  adminControlled: boolean;
  bettingEndsAt: Date;
}

export interface FinishedRound {
  number: number;
  hash: Buffer;
  crashHundredths: number;
  adminControlled: boolean;
  startedAt: Date;
  /** Null for rounds opened before rounds recorded their rules. */
  rules: RoundRules | null;
}

export interface OpenRound {
  number: number;
  crashHundredths: number;
}

export async function lastRoundNumber(db: Queryable, gameType: GameType): Promise<number> {
  const found = await db.query<{ last: number | null }>(
    'SELECT max(round_number) AS last FROM rounds WHERE game_type = $1',
    [gameType],
  );
  return found.rows[0]?.last ?? 0;
}

export async function insertRound(db: Queryable, round: NewRound): Promise<void> {
  await db.query(
    `INSERT INTO rounds (game_type, round_number, status, hash, crash_point, admin_controlled, betting_ends_at, house_edge, max_multiplier)
     VALUES ($1, $2, 'betting', $3, $4, $5, $6, $7, $8)`,
    [
      round.gameType,
      round.number,
      round.hash,
      round.crashHundredths,
      round.adminControlled,
      round.bettingEndsAt,
      round.houseEdgeHundredths,
      round.maxHundredths,
    ],
  );
}

/** Moves a round from `from` to `to`; false when it was not in `from` (another leader took it over). */
export async function moveRound(
  db: Queryable,
  gameType: GameType,
  number: number,
  from: 'betting' | 'running',
  to: 'running' | 'crashed',
  at: Date,
): Promise<boolean> {
  const column = to === 'running' ? 'started_at' : 'ended_at';
  const moved = await db.query(
    `UPDATE rounds SET status = $4, ${column} = $5 WHERE game_type = $1 AND round_number = $2 AND status = $3`,
    [gameType, number, from, to, at],
  );
  return moved.rowCount === 1;
}

/** Records the multiplier at which the round's open bets reached the payout cap; a round keeps the first. */
export async function recordPayoutCap(db: Queryable, gameType: GameType, number: number, hundredths: number): Promise<void> {
  await db.query(
    'UPDATE rounds SET payout_capped_at = $3 WHERE game_type = $1 AND round_number = $2 AND payout_capped_at IS NULL',
    [gameType, number, hundredths],
  );
}

/** Whether a round still takes bets: it is betting, not flying, finished or voided by a new leader. */
export async function isTakingBets(db: Queryable, gameType: GameType, round: number): Promise<boolean> {
  const found = await db.query(`SELECT 1 FROM rounds WHERE game_type = $1 AND round_number = $2 AND status = 'betting'`, [gameType, round]);
  return found.rowCount === 1;
}

/** Voids the round a departed leader left unfinished, if any, and hands it back. */
export async function voidOpenRound(db: Queryable, gameType: GameType): Promise<OpenRound | undefined> {
  const voided = await db.query<{ round_number: number; crash_point: number }>(
    `UPDATE rounds SET status = 'voided', ended_at = now()
      WHERE game_type = $1 AND status IN ('betting', 'running') RETURNING round_number, crash_point`,
    [gameType],
  );
  const row = voided.rows[0];
  return row && { number: row.round_number, crashHundredths: row.crash_point };
}

const finishedColumns = 'r.round_number, r.hash, r.crash_point, r.admin_controlled, r.started_at, r.house_edge, r.max_multiplier';
type FinishedRow = {
  round_number: number;
  hash: Buffer;
  crash_point: number;
  admin_controlled: boolean;
  started_at: Date;
  house_edge: number | null;
  max_multiplier: number | null;
};
const toFinished = (row: FinishedRow): FinishedRound => ({
  number: row.round_number,
  hash: row.hash,
  crashHundredths: row.crash_point,
  adminControlled: row.admin_controlled,
  startedAt: row.started_at,
  rules: row.house_edge === null || row.max_multiplier === null ? null : { houseEdgeHundredths: row.house_edge, maxHundredths: row.max_multiplier },
});

/** A round that has crashed; unfinished and voided rounds are not there. */
export async function findFinishedRound(db: Queryable, gameType: GameType, number: number): Promise<FinishedRound | undefined> {
  const found = await db.query<FinishedRow>(
    `SELECT ${finishedColumns} FROM rounds r WHERE r.game_type = $1 AND r.round_number = $2 AND r.status = 'crashed'`,
    [gameType, number],
  );
  return found.rows[0] && toFinished(found.rows[0]);
}

export interface RoundWithBetStats extends FinishedRound {
  betStats: { total: number; won: number; lost: number };
}

/** Crashed rounds, newest first, with how their bets ended. */
export async function listFinishedRounds(db: Queryable, gameType: GameType, limit: number): Promise<RoundWithBetStats[]> {
  const found = await db.query<FinishedRow & { won: number; lost: number }>(
    `SELECT ${finishedColumns},
            count(b.id) FILTER (WHERE b.status = 'won') AS won,
            count(b.id) FILTER (WHERE b.status = 'lost') AS lost
       FROM rounds r LEFT JOIN bets b ON b.game_type = r.game_type AND b.round_number = r.round_number
      WHERE r.game_type = $1 AND r.status = 'crashed'
      GROUP BY r.game_type, r.round_number
      ORDER BY r.round_number DESC LIMIT $2`,
    [gameType, limit],
  );
  return found.rows.map((row) => ({
    ...toFinished(row),
    betStats: { total: row.won + row.lost, won: row.won, lost: row.lost },
  }));
}
