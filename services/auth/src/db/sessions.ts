import type { ResolvedSession } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';

/** The door a session was opened at: only the admin login's sessions carry admin rights. */
export type Audience = 'player' | 'admin';

export interface NewSession {
  id: string;
  userId: string;
  audience: Audience;
  expiresAt: Date;
}

export async function insertSession(db: Queryable, session: NewSession): Promise<void> {
  await db.query('INSERT INTO sessions (id, user_id, audience, expires_at) VALUES ($1, $2, $3, $4)', [
    session.id,
    session.userId,
    session.audience,
    session.expiresAt,
  ]);
}

export interface SessionKey {
  sessionId: string;
  userId: string;
}

/**
 * Of the sessions asked about, those that belong to the user named with them, are not revoked and have not
 * expired, with their users, by session id: one statement for however many gateways asked together. A session
 * is an admin's only when the admin login opened it and its user is an admin now.
 */
export async function findLiveSessions(db: Queryable, keys: SessionKey[]): Promise<Map<string, ResolvedSession>> {
  // Asked for every session a gateway has not cached, so it is planned once per connection.
  const result = await db.query<Omit<ResolvedSession, 'expiresAt'> & { expiresAt: Date }>({
    name: 'sessions-find-live',
    text: `SELECT s.id AS "sessionId", u.id AS "userId", u.username, s.expires_at AS "expiresAt",
                  u.is_admin AND s.audience = 'admin' AS "isAdmin"
             FROM unnest($1::uuid[], $2::uuid[]) AS asked (id, user_id)
             JOIN sessions s ON s.id = asked.id AND s.user_id = asked.user_id
             JOIN users u ON u.id = s.user_id
            WHERE s.revoked_at IS NULL AND s.expires_at > now()`,
    values: [keys.map((key) => key.sessionId), keys.map((key) => key.userId)],
  });
  return new Map(result.rows.map((row) => [row.sessionId, { ...row, expiresAt: row.expiresAt.toISOString() }]));
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

/** Revokes every live session of a user opened at one door. */
export async function revokeSessionsOf(db: Queryable, userId: string, audience: Audience): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND audience = $2 AND revoked_at IS NULL', [userId, audience]);
}

/** Revokes every live session of a user at either door; answers the ids it revoked. */
export async function revokeEverySessionOf(db: Queryable, userId: string): Promise<string[]> {
  const result = await db.query<{ id: string }>('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id', [userId]);
  return result.rows.map((row) => row.id);
}
