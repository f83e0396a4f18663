import type { TransferKind } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import { lockOrder } from '../domain/accounts';
import type { TransferPlan } from '../domain/transfer-plan';

/** A transfer as the ledger recorded it, with the balance each side was left with. */
export interface PostedTransfer extends TransferPlan {
  requestHash: string;
  debitBalanceAfter: number;
  creditBalanceAfter: number;
  /** The entries' positions in the ledger: per account they grow in the order the balance changed. */
  debitSeq: number;
  creditSeq: number;
  createdAt: Date;
  /** True when this call recorded it; false when it was found from an earlier call. */
  fresh: boolean;
}

/** Serialises every request about one transfer id until its transaction ends. */
export async function lockTransferId(client: Queryable, transferId: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [transferId]);
}

interface TransferRow {
  id: string;
  debit_account: string;
  credit_account: string;
  amount: number;
  kind: TransferKind;
  memo: string;
  actor_id: string | null;
  request_hash: string;
  debit_after: number;
  credit_after: number;
  debit_seq: number;
  credit_seq: number;
  created_at: Date;
}

const transferSelect = `SELECT t.*, d.balance_after AS debit_after, c.balance_after AS credit_after, d.seq AS debit_seq, c.seq AS credit_seq
       FROM transfers t
       JOIN entries d ON d.transfer_id = t.id AND d.account_id = t.debit_account
       JOIN entries c ON c.transfer_id = t.id AND c.account_id = t.credit_account
      WHERE t.id = $1`;

export async function findTransfer(client: Queryable, transferId: string): Promise<PostedTransfer | null> {
  const result = await client.query<TransferRow>(transferSelect, [transferId]);
  const row = result.rows[0];
  return row ? toPosted(row) : null;
}

/** The transfer recorded under an id, and whether the id was voided before any transfer arrived, in one read. */
export async function findTransferOrVoid(client: Queryable, transferId: string): Promise<{ transfer: PostedTransfer | null; voided: boolean }> {
  const result = await client.query<Partial<TransferRow> & { voided: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM voided_transfer_ids WHERE transfer_id = $1) AS voided, found.*
       FROM (SELECT 1) AS one LEFT JOIN (${transferSelect}) AS found ON true`,
    [transferId],
  );
  const row = result.rows[0]!;
  return { transfer: row.id == null ? null : toPosted(row as TransferRow), voided: row.voided };
}

function toPosted(row: TransferRow): PostedTransfer {
  return {
    id: row.id,
    debit: row.debit_account,
    credit: row.credit_account,
    amount: row.amount,
    kind: row.kind,
    memo: row.memo,
    actorId: row.actor_id,
    requestHash: row.request_hash,
    debitBalanceAfter: row.debit_after,
    creditBalanceAfter: row.credit_after,
    debitSeq: row.debit_seq,
    creditSeq: row.credit_seq,
    createdAt: row.created_at,
    fresh: false,
  };
}

/**
 * Records the transfer, moves both balances and writes both entries in two statements; the caller's transaction
 * makes it one act, and holds the locks of the accounts that may not go negative. The balances move in lock
 * order, the second (the shared house row of every bet and payout) in the same statement as the entries, so its
 * lock is held for that statement and the commit only.
 */
export async function insertTransfer(client: Queryable, plan: TransferPlan, requestHash: string): Promise<PostedTransfer> {
  const [first, second] = lockOrder([plan.debit, plan.credit]) as [string, string];
  const change = (account: string) => (account === plan.debit ? -plan.amount : plan.amount);
  const moved = await client.query<{ balance: number; created_at: Date }>(
    `WITH recorded AS (
       INSERT INTO transfers (id, debit_account, credit_account, amount, kind, memo, actor_id, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING created_at)
     UPDATE accounts SET balance = balance + $10 WHERE id = $9 RETURNING balance, (SELECT created_at FROM recorded)`,
    [plan.id, plan.debit, plan.credit, plan.amount, plan.kind, plan.memo, plan.actorId, requestHash, first, change(first)],
  );
  const firstAfter = moved.rows[0]!.balance;
  const entries = await client.query<{ account_id: string; seq: number; balance_after: number }>(
    `WITH moved AS (UPDATE accounts SET balance = balance + $6 WHERE id = $5 RETURNING balance)
     INSERT INTO entries (transfer_id, account_id, amount, balance_after)
     SELECT $1, side.account_id, side.amount, side.balance_after
       FROM (SELECT $2::text AS account_id, $3::bigint AS amount, $4::bigint AS balance_after
             UNION ALL SELECT $5, $6, balance FROM moved) AS side
      ORDER BY side.account_id = $7 DESC
     RETURNING account_id, seq, balance_after`,
    [plan.id, first, change(first), firstAfter, second, change(second), plan.debit],
  );
  const entryOf = (account: string) => {
    const entry = entries.rows.find((row) => row.account_id === account);
    if (!entry) throw new Error(`transfer ${plan.id}: no entry written for ${account}`);
    return entry;
  };
  return {
    ...plan,
    requestHash,
    debitBalanceAfter: entryOf(plan.debit).balance_after,
    creditBalanceAfter: entryOf(plan.credit).balance_after,
    debitSeq: entryOf(plan.debit).seq,
    creditSeq: entryOf(plan.credit).seq,
    createdAt: moved.rows[0]!.created_at,
    fresh: true,
  };
}
