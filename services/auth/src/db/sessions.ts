import type { ResolvedSession } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

export async function insertSession(db: Queryable, id: string, userId: string, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [id, userId, expiresAt]);
}

/** The session with its user, when it belongs to that user, is not revoked and has not expired. */
export async function findLiveSession(db: Queryable, id: string, userId: string): Promise<ResolvedSession | null> {
  // Asked for every session a gateway has not cached, so it is planned once per connection.
  const result = await db.query<Omit<ResolvedSession, 'expiresAt'> & { expiresAt: Date }>({
    name: 'session-find-live',
    text: `SELECT s.id AS "sessionId", u.id AS "userId", u.username, u.is_admin AS "isAdmin", s.expires_at AS "expiresAt"
             FROM sessions s JOIN users u ON u.id = s.user_id
            WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    values: [id, userId],
  });
  const row = result.rows[0];
  return row ? { ...row, expiresAt: row.expiresAt.toISOString() } : null;
}

/**
 * Revokes a session; revoking it again keeps the first revocation time. Answers the session's user when this
 * call revoked it, null when it was revoked before or never existed.
 */
export async function revokeSession(db: Queryable, id: string): Promise<string | null> {
  const result = await db.query<{ user_id: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING user_id',
    [id],
  );
  return result.rows[0]?.user_id ?? null;
}
