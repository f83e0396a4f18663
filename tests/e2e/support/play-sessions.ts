import { createPool, ensureDatabase } from '@pkr/platform';
import { serviceDatabases } from '../../../infra/src/dev-defaults';

/**
 * Moves the player's play session in the engine's database `minutes` into the past, as if they had played that
 * long: the reality check falls due at their next bet without the test waiting for it. `label` is the stack's
 * database prefix (`startDistributed`'s label). Fails when the player has no session yet (no bet placed).
 */
export async function backdatePlaySession(pgAdminUrl: string, label: string, userId: string, minutes: number): Promise<void> {
  const pool = createPool(await ensureDatabase(pgAdminUrl, `${label}_${serviceDatabases.game}`), 1);
  try {
    const moved = await pool.query(
      `UPDATE play_sessions SET started_at = started_at - make_interval(mins => $2), counted_from = counted_from - make_interval(mins => $2)
        WHERE user_id = $1`,
      [userId, minutes],
    );
    if (moved.rowCount !== 1) throw new Error(`No play session for ${userId} in the ${label} stack's engine database`);
  } finally {
    await pool.end();
  }
}
