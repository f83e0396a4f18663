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

export async function findTransfer(client: Queryable, transferId: string): Promise<PostedTransfer | null> {
  const result = await client.query<TransferRow>(
    `SELECT t.*, d.balance_after AS debit_after, c.balance_after AS credit_after, d.seq AS debit_seq, c.seq AS credit_seq
       FROM transfers t
       JOIN entries d ON d.transfer_id = t.id AND d.account_id = t.debit_account
       JOIN entries c ON c.transfer_id = t.id AND c.account_id = t.credit_account
      WHERE t.id = $1`,
    [transferId],
  );
  const row = result.rows[0];
  if (!row) return null;
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

/** Records the transfer, moves both balances and writes both entries; the caller's transaction makes it one act. */
export async function insertTransfer(client: Queryable, plan: TransferPlan, requestHash: string): Promise<PostedTransfer> {
  const inserted = await client.query<{ created_at: Date }>(
    `INSERT INTO transfers (id, debit_account, credit_account, amount, kind, memo, actor_id, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING created_at`,
    [plan.id, plan.debit, plan.credit, plan.amount, plan.kind, plan.memo, plan.actorId, requestHash],
  );
  const after = new Map<string, number>();
  for (const account of lockOrder([plan.debit, plan.credit])) {
    const change = account === plan.debit ? -plan.amount : plan.amount;
    const updated = await client.query<{ balance: number }>(
      'UPDATE accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance',
      [account, change],
    );
    after.set(account, updated.rows[0]!.balance);
  }
  const debitBalanceAfter = after.get(plan.debit)!;
  const creditBalanceAfter = after.get(plan.credit)!;
  const entries = await client.query<{ account_id: string; seq: number }>(
    `INSERT INTO entries (transfer_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)
     RETURNING account_id, seq`,
    [plan.id, plan.debit, -plan.amount, debitBalanceAfter, plan.credit, plan.amount, creditBalanceAfter],
  );
  const seqOf = (account: string) => entries.rows.find((row) => row.account_id === account)!.seq;
  return {
    ...plan,
    requestHash,
    debitBalanceAfter,
    creditBalanceAfter,
    debitSeq: seqOf(plan.debit),
    creditSeq: seqOf(plan.credit),
    createdAt: inserted.rows[0]!.created_at,
    fresh: true,
  };
}
