import type { Pool, Queryable } from '@pkr/platform';

export interface LedgerAudit {
  /** Sum over every account, house, clearing and holds included: must be 0. */
  sum: number;
  /** Accounts that may not go negative and did. */
  negative: string[];
  /** Accounts whose balance is not the sum of their entries. */
  drifted: string[];
  /** Accounts with an entry whose balance_after is not the running sum of the account's entries up to it. */
  misstated: string[];
  /**
   * Transfers that are not exactly two entries, their amount from the debit account and to the credit account,
   * and the transfer ids of entries with no transfer: each sums to zero, so no other check here would see it.
   */
  misshapen: string[];
  /** Holds balance minus the pending withdrawals it should equal: must be 0. */
  unexplainedHolds: number;
}

/** What an auditor with read access to the wallet's database would check. */
export async function auditLedger(db: Queryable): Promise<LedgerAudit> {
  const result = await db.query<{ sum: string; negative: string[]; drifted: string[]; misstated: string[]; misshapen: string[]; unexplained: string }>(`
    SELECT
      (SELECT COALESCE(SUM(balance), 0) FROM accounts)::text AS sum,
      (SELECT COALESCE(array_agg(id ORDER BY id), '{}') FROM accounts WHERE kind IN ('user', 'holds') AND balance < 0) AS negative,
      (SELECT COALESCE(array_agg(a.id ORDER BY a.id), '{}') FROM accounts a
         WHERE a.balance <> (SELECT COALESCE(SUM(e.amount), 0) FROM entries e WHERE e.account_id = a.id)) AS drifted,
      (SELECT COALESCE(array_agg(DISTINCT account_id ORDER BY account_id), '{}') FROM (
         SELECT account_id, balance_after, SUM(amount) OVER (PARTITION BY account_id ORDER BY seq) AS running FROM entries) AS e
         WHERE balance_after <> running) AS misstated,
      (SELECT COALESCE(array_agg(id ORDER BY id), '{}') FROM (
         SELECT t.id FROM transfers t
          WHERE (SELECT count(*) FROM entries e WHERE e.transfer_id = t.id) <> 2
             OR NOT EXISTS (SELECT 1 FROM entries e WHERE e.transfer_id = t.id AND e.account_id = t.debit_account AND e.amount = -t.amount)
             OR NOT EXISTS (SELECT 1 FROM entries e WHERE e.transfer_id = t.id AND e.account_id = t.credit_account AND e.amount = t.amount)
         UNION
         SELECT e.transfer_id FROM entries e WHERE NOT EXISTS (SELECT 1 FROM transfers t WHERE t.id = e.transfer_id)) AS found) AS misshapen,
      ((SELECT balance FROM accounts WHERE id = 'withdrawal-holds')
         - (SELECT COALESCE(SUM(amount), 0) FROM money_requests WHERE type = 'withdraw' AND status = 'pending'))::text
        AS unexplained`);
  const row = result.rows[0]!;
  return {
    sum: Number(row.sum),
    negative: row.negative,
    drifted: row.drifted,
    misstated: row.misstated,
    misshapen: row.misshapen,
    unexplainedHolds: Number(row.unexplained),
  };
}

export const balancedLedger: LedgerAudit = { sum: 0, negative: [], drifted: [], misstated: [], misshapen: [], unexplainedHolds: 0 };

/** Balances straight from the accounts table, 0 for a user without an account. */
export async function storedBalances(db: Pool, userIds: string[]): Promise<Record<string, number>> {
  const rows = await db.query<{ id: string; balance: number }>('SELECT id, balance FROM accounts WHERE id = ANY($1)', [
    userIds.map((userId) => `user:${userId}`),
  ]);
  return Object.fromEntries(userIds.map((userId) => [userId, rows.rows.find((row) => row.id === `user:${userId}`)?.balance ?? 0]));
}
