import type { GameType } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

export interface RoundControl {
  round: number;
  crashHundredths: number;
}

/** Sets (or replaces) the admin crash point of a future round. */
export async function upsertControl(db: Queryable, gameType: GameType, control: RoundControl, adminId: string): Promise<void> {
  await db.query(
    `INSERT INTO round_controls (game_type, round_number, crash_point, admin_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (game_type, round_number) DO UPDATE SET crash_point = $3, admin_id = $4, created_at = now()`,
    [gameType, control.round, control.crashHundredths, adminId],
  );
}

export async function findControl(db: Queryable, gameType: GameType, round: number): Promise<number | undefined> {
  const found = await db.query<{ crash_point: number }>(
    'SELECT crash_point FROM round_controls WHERE game_type = $1 AND round_number = $2',
    [gameType, round],
  );
  return found.rows[0]?.crash_point;
}

/** Controls of rounds that have not been opened yet. */
export async function listScheduledControls(db: Queryable, gameType: GameType, afterRound: number): Promise<RoundControl[]> {
  const found = await db.query<{ round_number: number; crash_point: number }>(
    'SELECT round_number, crash_point FROM round_controls WHERE game_type = $1 AND round_number > $2 ORDER BY round_number',
    [gameType, afterRound],
  );
  return found.rows.map((row) => ({ round: row.round_number, crashHundredths: row.crash_point }));
}
