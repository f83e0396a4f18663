import type { ResolvedSession } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

export async function insertSession(db: Queryable, id: string, userId: string, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [id, userId, expiresAt]);
}

/** The session with its user, when it belongs to that user, is not revoked and has not expired. */
export async function findLiveSession(db: Queryable, id: string, userId: string): Promise<ResolvedSession | null> {
  const result = await db.query<ResolvedSession>(
    `SELECT s.id AS "sessionId", u.id AS "userId", u.username, u.is_admin AS "isAdmin"
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [id, userId],
  );
  return result.rows[0] ?? null;
}

/** Revokes a session; revoking it again keeps the first revocation time. */
export async function revokeSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
}
