import type { Queryable } from '@pkr/platform';

/** The sum of every account's balance in paisa: zero while the ledger is whole. */
export async function ledgerSum(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ sum: string }>('SELECT coalesce(sum(balance), 0)::text AS sum FROM accounts');
  return Number(rows[0]?.sum ?? 0);
}

export interface PendingRequests {
  type: 'deposit' | 'withdraw';
  count: number;
  oldestSeconds: number;
}

/** Deposit and withdrawal requests awaiting review: how many of each type, and how long the oldest has waited. */
export async function pendingRequests(db: Queryable): Promise<PendingRequests[]> {
  const { rows } = await db.query<{ type: 'deposit' | 'withdraw'; count: string; oldest_seconds: number }>(
    `SELECT type, count(*) AS count, extract(epoch FROM now() - min(created_at))::float8 AS oldest_seconds
       FROM money_requests WHERE status = 'pending' GROUP BY type`,
  );
  return rows.map((row) => ({ type: row.type, count: Number(row.count), oldestSeconds: row.oldest_seconds }));
}
