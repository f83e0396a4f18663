import type { Queryable } from '@pkr/platform';

/** Adds one hit to a bucket's window and answers the window's hits including it. */
export async function addHit(db: Queryable, bucket: string, windowStart: Date): Promise<number> {
  const result = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1 RETURNING hits`,
    [bucket, windowStart],
  );
  return result.rows[0]?.hits ?? 1;
}

export async function readHits(db: Queryable, bucket: string, windowStart: Date): Promise<number> {
  const result = await db.query<{ hits: number }>(
    'SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND window_start = $2',
    [bucket, windowStart],
  );
  return result.rows[0]?.hits ?? 0;
}

export async function clearBucket(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE bucket = $1', [bucket]);
}

export async function deleteWindowsBefore(db: Queryable, cutoff: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE window_start < $1', [cutoff]);
}
