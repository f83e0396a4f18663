import type { Queryable } from '@pkr/platform';

/** Keeps a registration once per user. */
export async function insertRegistration(db: Queryable, registration: { userId: string; username: string; registeredAt: string }): Promise<void> {
  await db.query(
    'INSERT INTO registrations (user_id, username, registered_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING',
    [registration.userId, registration.username, registration.registeredAt],
  );
}

/** The first `count` registrations by time (user id breaking a tie): the Early Birds. */
export const EARLY_BIRDS_SQL = (count: number) =>
  `SELECT user_id FROM registrations ORDER BY registered_at, user_id LIMIT ${Math.trunc(count)}`;

export async function isEarlyBird(db: Queryable, userId: string, count: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM (${EARLY_BIRDS_SQL(count)}) early WHERE user_id = $1`, [userId]);
  return rows.rowCount === 1;
}
