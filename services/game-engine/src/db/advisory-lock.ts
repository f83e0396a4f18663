import type { Queryable } from '@pkr/platform';

/** Takes a session advisory lock if it is free; it lasts as long as this connection. */
export async function tryAdvisoryLock(db: Queryable, key: readonly [number, number]): Promise<boolean> {
  const taken = await db.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [...key]);
  return taken.rows[0]?.locked === true;
}
