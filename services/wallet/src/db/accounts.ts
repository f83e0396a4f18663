import type { Queryable } from '@pkr/platform';
import { type AccountId, isUserAccount } from '../domain/accounts';

/** A user's account exists from the first transfer that touches it. */
async function ensureUserAccount(client: Queryable, account: AccountId): Promise<void> {
  await client.query(`INSERT INTO accounts (id, kind) VALUES ($1, 'user') ON CONFLICT (id) DO NOTHING`, [account]);
}

/**
 * Locks the accounts (callers pass them in lock order) and reads their balances. A user's account is opened by
 * the first transfer that touches it; one that exists already costs a single statement.
 */
export async function lockBalances(client: Queryable, accounts: readonly AccountId[]): Promise<Map<AccountId, number>> {
  const balances = new Map<AccountId, number>();
  const lock = (account: AccountId) => client.query<{ balance: number }>('SELECT balance FROM accounts WHERE id = $1 FOR UPDATE', [account]);
  for (const account of accounts) {
    let row = await lock(account);
    if (row.rowCount === 0 && isUserAccount(account)) {
      await ensureUserAccount(client, account);
      row = await lock(account);
    }
    balances.set(account, row.rows[0]?.balance ?? 0);
  }
  return balances;
}

/** Balances of the given accounts; an account that never moved money has 0. */
export async function balancesOf(client: Queryable, accounts: readonly AccountId[]): Promise<Map<AccountId, number>> {
  const rows = await client.query<{ id: string; balance: number }>('SELECT id, balance FROM accounts WHERE id = ANY($1)', [
    accounts,
  ]);
  return new Map(accounts.map((account) => [account, rows.rows.find((row) => row.id === account)?.balance ?? 0]));
}
