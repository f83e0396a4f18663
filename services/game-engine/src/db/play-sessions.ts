import type { Queryable } from '@pkr/platform';

/** Starts a play session at `at` for each player, over any earlier one (which had no check waiting). */
export async function startPlaySessions(db: Queryable, userIds: readonly string[], at: Date): Promise<void> {
  await db.query(
    `INSERT INTO play_sessions (user_id, started_at, counted_from)
     SELECT id, $2, $2 FROM unnest($1::uuid[]) AS id
     ON CONFLICT (user_id) DO UPDATE SET started_at = $2, counted_from = $2, asked_at = NULL, asked_net = NULL
      WHERE play_sessions.asked_at IS NULL`,
    [[...new Set(userIds)], at],
  );
}

/**
 * Marks the player's reality check sent at `at`, with the session's net (payouts minus stakes, paisa) since it
 * started, and answers the session's start; null when a check already waits (another batch sent it first).
 */
export async function askRealityCheck(db: Queryable, userId: string, at: Date): Promise<{ startedAt: Date; net: number } | null> {
  const asked = await db.query<{ started_at: Date; asked_net: number }>(
    `UPDATE play_sessions s SET asked_at = $2,
            asked_net = (SELECT COALESCE(SUM(COALESCE(b.payout, 0) - b.amount), 0) FROM bets b
                          WHERE b.user_id = s.user_id AND b.created_at >= s.started_at AND b.status <> 'voided')
      WHERE s.user_id = $1 AND s.asked_at IS NULL
      RETURNING s.started_at, s.asked_net`,
    [userId, at],
  );
  const row = asked.rows[0];
  return row ? { startedAt: row.started_at, net: row.asked_net } : null;
}

/** The player answered: play is counted again from `at`. False when no check was waiting. */
export async function answerRealityCheck(db: Queryable, userId: string, at: Date): Promise<boolean> {
  const answered = await db.query(
    `UPDATE play_sessions SET asked_at = NULL, asked_net = NULL, counted_from = $2 WHERE user_id = $1 AND asked_at IS NOT NULL`,
    [userId, at],
  );
  return (answered.rowCount ?? 0) > 0;
}
