import type { TransferKind } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { AccountId } from '../domain/accounts';

export interface AccountEntry {
  transferId: string;
  kind: TransferKind;
  /** Signed: negative when money left the account. */
  amount: number;
  balanceAfter: number;
  memo: string;
  createdAt: Date;
}

/** An account's entries, newest first. */
export async function accountEntries(client: Queryable, account: AccountId, limit: number): Promise<AccountEntry[]> {
  const result = await client.query<{
    transfer_id: string;
    kind: TransferKind;
    amount: number;
    balance_after: number;
    memo: string;
    created_at: Date;
  }>(
    `SELECT e.transfer_id, t.kind, e.amount, e.balance_after, t.memo, e.created_at
       FROM entries e JOIN transfers t ON t.id = e.transfer_id
      WHERE e.account_id = $1
      ORDER BY e.seq DESC
      LIMIT $2`,
    [account, limit],
  );
  return result.rows.map((row) => ({
    transferId: row.transfer_id,
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balance_after,
    memo: row.memo,
    createdAt: row.created_at,
  }));
}
