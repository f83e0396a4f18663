import type { Queryable } from '@pkr/platform';
import type { RecentDeposit } from '../domain/deposit-limits';
import type { MoneyRequestRecord, MoneyRequestStatus } from '../domain/money-requests';

interface MoneyRequestRow {
  id: string;
  user_id: string;
  username: string;
  type: MoneyRequestRecord['type'];
  amount: number;
  method: MoneyRequestRecord['method'];
  account_holder_name: string;
  phone: string;
  status: MoneyRequestStatus;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
}

const toRecord = (row: MoneyRequestRow): MoneyRequestRecord => ({
  id: row.id,
  userId: row.user_id,
  username: row.username,
  type: row.type,
  amount: row.amount,
  method: row.method,
  accountHolderName: row.account_holder_name,
  phone: row.phone,
  status: row.status,
  createdAt: row.created_at,
  reviewedAt: row.reviewed_at,
  reviewedBy: row.reviewed_by,
});

export type NewMoneyRequest = Pick<
  MoneyRequestRecord,
  'id' | 'userId' | 'username' | 'type' | 'amount' | 'method' | 'accountHolderName' | 'phone'
> & { idempotencyKey?: string | undefined; createdAt: Date };

/** The unique index that lets one payment transaction ID (per method) complete one deposit only. */
export const DEPOSIT_TRANSACTION_INDEX = 'money_requests_one_completed_deposit_per_transaction';

export async function insertMoneyRequest(client: Queryable, request: NewMoneyRequest): Promise<MoneyRequestRecord> {
  const result = await client.query<MoneyRequestRow>(
    `INSERT INTO money_requests (id, user_id, username, type, amount, method, account_holder_name, phone, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      request.id,
      request.userId,
      request.username,
      request.type,
      request.amount,
      request.method,
      request.accountHolderName,
      request.phone,
      request.idempotencyKey ?? null,
      request.createdAt,
    ],
  );
  return toRecord(result.rows[0]!);
}

/** The request a player made under an idempotency key, if any. */
export async function findMoneyRequestByKey(client: Queryable, userId: string, key: string): Promise<MoneyRequestRecord | null> {
  const result = await client.query<MoneyRequestRow>('SELECT * FROM money_requests WHERE user_id = $1 AND idempotency_key = $2', [userId, key]);
  return result.rows[0] ? toRecord(result.rows[0]) : null;
}

/**
 * Holds the player's requests until the transaction ends, so two requests of one player take turns, and counts
 * those waiting for review. The lock comes first: the count is then read after any request ahead has committed.
 */
export async function lockPendingCount(client: Queryable, userId: string): Promise<number> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('money-requests:' || $1))`, [userId]);
  const result = await client.query<{ pending: number }>(
    `SELECT count(*)::int AS pending FROM money_requests WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  return result.rows[0]!.pending;
}

/** The player's deposit requests made after `since` that count against their limits: pending or completed. */
export async function recentDeposits(client: Queryable, userId: string, since: Date): Promise<RecentDeposit[]> {
  const result = await client.query<{ amount: number; created_at: Date }>(
    `SELECT amount, created_at FROM money_requests
      WHERE user_id = $1 AND type = 'deposit' AND status <> 'rejected' AND created_at > $2`,
    [userId, since],
  );
  return result.rows.map((row) => ({ amount: row.amount, createdAt: row.created_at }));
}

/** Holds the request until the transaction ends, so two reviews of it take turns. */
export async function lockMoneyRequest(client: Queryable, id: string): Promise<MoneyRequestRecord | null> {
  const result = await client.query<MoneyRequestRow>('SELECT * FROM money_requests WHERE id = $1 FOR UPDATE', [id]);
  return result.rows[0] ? toRecord(result.rows[0]) : null;
}

export async function findMoneyRequest(client: Queryable, id: string): Promise<MoneyRequestRecord | null> {
  const result = await client.query<MoneyRequestRow>('SELECT * FROM money_requests WHERE id = $1', [id]);
  return result.rows[0] ? toRecord(result.rows[0]) : null;
}

export async function recordReview(
  client: Queryable,
  id: string,
  status: Exclude<MoneyRequestStatus, 'pending'>,
  adminId: string,
): Promise<MoneyRequestRecord> {
  const result = await client.query<MoneyRequestRow>(
    `UPDATE money_requests SET status = $2, reviewed_at = now(), reviewed_by = $3 WHERE id = $1 RETURNING *`,
    [id, status, adminId],
  );
  return toRecord(result.rows[0]!);
}

/** A player's own newest requests, newest first, at most `limit`. */
export async function userMoneyRequests(client: Queryable, userId: string, limit: number): Promise<MoneyRequestRecord[]> {
  const result = await client.query<MoneyRequestRow>('SELECT * FROM money_requests WHERE user_id = $1 ORDER BY seq DESC LIMIT $2', [
    userId,
    limit,
  ]);
  return result.rows.map(toRecord);
}

/** The oldest requests waiting for review, at most `limit`: the order an admin works through them. */
export async function pendingMoneyRequests(client: Queryable, limit: number): Promise<MoneyRequestRecord[]> {
  const result = await client.query<MoneyRequestRow>(`SELECT * FROM money_requests WHERE status = 'pending' ORDER BY seq LIMIT $1`, [limit]);
  return result.rows.map(toRecord);
}
