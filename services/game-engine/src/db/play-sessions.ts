import type { Queryable } from '@pkr/platform';

/**
 * Starts a play session at `at` for each player, over an earlier one that has ended. Each earlier session is
 * replaced only as the bet's screening saw it: a check asked since (a round's opening, in the other game) stays.
 */
export async function startPlaySessions(db: Queryable, sessions: ReadonlyArray<{ userId: string; askedAt: Date | null }>, at: Date): Promise<void> {
  const judged = new Map(sessions.map((session) => [session.userId, session.askedAt]));
  await db.query(
    `INSERT INTO play_sessions (user_id, started_at, counted_from)
     SELECT user_id, $3, $3 FROM unnest($1::uuid[]) AS judged (user_id)
     ON CONFLICT (user_id) DO UPDATE SET started_at = $3, counted_from = $3, asked_at = NULL, asked_net = NULL
      WHERE play_sessions.asked_at IS NOT DISTINCT FROM
            (SELECT judged.asked_at FROM unnest($1::uuid[], $2::timestamptz[]) AS judged (user_id, asked_at) WHERE judged.user_id = play_sessions.user_id)`,
    [[...judged.keys()], [...judged.values()], at],
  );
}

/**
 * Marks each player's reality check sent at `at`, with the session's net (payouts minus stakes, paisa, an open
 * stake counted whole) since it started, and answers the sessions asked. A session is asked only in the state it
 * was judged due in: none is asked twice when both games' leaders and a bet judge it at once, nor again when its
 * player answered in between, since an answer moves `counted_from`.
 */
export async function askRealityChecks(
  db: Queryable,
  due: ReadonlyArray<{ userId: string; countedFrom: Date }>,
  at: Date,
): Promise<Array<{ userId: string; startedAt: Date; net: number }>> {
  const asked = await db.query<{ user_id: string; started_at: Date; asked_net: number }>(
    `UPDATE play_sessions s SET asked_at = $3,
            asked_net = (SELECT COALESCE(SUM(COALESCE(b.payout, 0) - b.amount), 0) FROM bets b
                          WHERE b.user_id = s.user_id AND b.created_at >= s.started_at AND b.status <> 'voided')
       FROM unnest($1::uuid[], $2::timestamptz[]) AS due (user_id, counted_from)
      WHERE s.user_id = due.user_id AND s.counted_from = due.counted_from AND s.asked_at IS NULL
      RETURNING s.user_id, s.started_at, s.asked_net`,
    [due.map((session) => session.userId), due.map((session) => session.countedFrom), at],
  );
  return asked.rows.map((row) => ({ userId: row.user_id, startedAt: row.started_at, net: row.asked_net }));
}

/** The player answered: play is counted again from `at`. False when no check was waiting. */
export async function answerRealityCheck(db: Queryable, userId: string, at: Date): Promise<boolean> {
  const answered = await db.query(
    `UPDATE play_sessions SET asked_at = NULL, asked_net = NULL, counted_from = $2 WHERE user_id = $1 AND asked_at IS NOT NULL`,
    [userId, at],
  );
  return (answered.rowCount ?? 0) > 0;
}
