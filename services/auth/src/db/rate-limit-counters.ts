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

/**
 * Adds one hit to a bucket's window only while the window holds fewer than `cap`; answers whether it was added.
 * The row lock makes concurrent callers take the last hits one at a time.
 */
export async function addHitBelow(db: Queryable, bucket: string, windowStart: Date, cap: number): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
     WHERE rate_limit_counters.hits < $3 RETURNING hits`,
    [bucket, windowStart, cap],
  );
  return result.rowCount === 1;
}

/** Takes back one hit added to a bucket's window. */
export async function removeHit(db: Queryable, bucket: string, windowStart: Date): Promise<void> {
  await db.query(
    'UPDATE rate_limit_counters SET hits = hits - 1 WHERE bucket = $1 AND window_start = $2 AND hits > 0',
    [bucket, windowStart],
  );
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
