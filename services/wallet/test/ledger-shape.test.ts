import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, fundByDeposit, newId, startWalletHarness, type WalletHarness, withdrawalRequest } from './support/harness';
import { auditLedger, balancedLedger, type LedgerAudit } from './support/ledger-audit';

let harness: WalletHarness;
let userId: string;
let payoutId: string;

beforeAll(async () => {
  harness = await startWalletHarness('wallet_ledger_shape');
  userId = newId();
  payoutId = newId();
  await fundByDeposit(harness.wallet, userId, 1_000);
  await harness.wallet.call('wallet.debit', { transferId: newId(), userId, amount: 20_000, kind: 'bet', memo: '' });
  await harness.wallet.call('wallet.credit', { transferId: payoutId, userId, amount: 30_000, kind: 'payout', memo: '' });
  await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500));
});
afterAll(() => harness.stop());

/** Runs `work` in a transaction that is always rolled back, so each case sees the books as the wallet left them. */
async function inRolledBack<T>(work: (client: PoolClient) => Promise<T>, options: { bypassTriggers?: boolean } = {}): Promise<T> {
  const client = await harness.db.connect();
  try {
    await client.query('BEGIN');
    // A replica session skips every trigger, as a bad restore or a hand edit would: the auditor must still see it.
    if (options.bypassTriggers) await client.query('SET LOCAL session_replication_role = replica');
    return await work(client);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/** Commits `work` in a transaction of its own: the ledger's deferred checks run at this commit. */
async function committed(work: (client: PoolClient) => Promise<unknown>): Promise<void> {
  const client = await harness.db.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const insertTransfer = (client: PoolClient, id: string, amount: number) =>
  client.query(`INSERT INTO transfers (id, debit_account, credit_account, amount, kind, request_hash) VALUES ($1, 'house', 'clearing', $2, 'adjustment', 'h')`, [
    id,
    amount,
  ]);
const insertEntries = (client: PoolClient, id: string, sides: Array<[account: string, amount: number]>) =>
  client.query(
    `INSERT INTO entries (transfer_id, account_id, amount, balance_after) SELECT $1, side.account, side.amount, 0 FROM unnest($2::text[], $3::bigint[]) AS side (account, amount)`,
    [id, sides.map(([account]) => account), sides.map(([, amount]) => amount)],
  );

describe('the ledger refuses a transfer that is not exactly its two entries', () => {
  it('takes the wallet own transfers, whose books audit clean', async () => {
    expect(await balanceOf(harness.wallet, userId)).toBe(60_000);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  const misshapen: Array<[string, (client: PoolClient, id: string) => Promise<unknown>]> = [
    ['a transfer with no entries, at commit', (client, id) => insertTransfer(client, id, 500)],
    ['a transfer with one entry', async (client, id) => {
      await insertTransfer(client, id, 500);
      await insertEntries(client, id, [['house', -500]]);
    }],
    ['entries of another amount than the transfer', async (client, id) => {
      await insertTransfer(client, id, 500);
      await insertEntries(client, id, [['house', -400], ['clearing', 400]]);
    }],
    ['entries on the wrong sides', async (client, id) => {
      await insertTransfer(client, id, 500);
      await insertEntries(client, id, [['house', 500], ['clearing', -500]]);
    }],
    ['a third entry, in the same statement', async (client, id) => {
      await insertTransfer(client, id, 500);
      await insertEntries(client, id, [['house', -500], ['clearing', 500], ['withdrawal-holds', 500]]);
    }],
  ];

  it.each(misshapen)('refuses %s', async (_what, write) => {
    const id = `shape:${newId()}`;
    await expect(committed((client) => write(client, id))).rejects.toThrow(`transfer ${id} must be two entries`);
    expect((await harness.db.query('SELECT count(*)::int AS n FROM transfers WHERE id = $1', [id])).rows).toEqual([{ n: 0 }]);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('refuses an entry added to a transfer committed long before', async () => {
    // The payout moved money between the player and one of the house's rows, picked by its id: these two accounts
    // are never among its entries, so only the ledger's shape check, and never the one-entry-per-account key, can refuse.
    await expect(committed((client) => insertEntries(client, payoutId, [['clearing', -1], ['withdrawal-holds', 1]]))).rejects.toThrow(
      `transfer ${payoutId} must be two entries`,
    );
    expect((await harness.db.query('SELECT count(*)::int AS n FROM entries WHERE transfer_id = $1', [payoutId])).rows).toEqual([{ n: 2 }]);
  });
});

describe("the ledger's references, checked once a statement", () => {
  it('refuses an entry naming a transfer that does not exist', async () => {
    const id = `nowhere:${newId()}`;
    await expect(committed((client) => insertEntries(client, id, [['house', -500], ['clearing', 500]]))).rejects.toThrow(
      `entry of transfer ${id} on account house: its transfer does not exist`,
    );
  });

  it('refuses an entry on an account that does not exist, before any shape is judged', async () => {
    const id = `shape:${newId()}`;
    const write = async (client: PoolClient) => {
      await insertTransfer(client, id, 500);
      await insertEntries(client, id, [['house', -500], ['no-such-account', 500]]);
    };
    await expect(committed(write)).rejects.toThrow(`entry of transfer ${id} on account no-such-account: its account does not exist`);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  const removals: Array<[string, (client: PoolClient) => Promise<unknown>]> = [
    ['delete an account with entries', (client) => client.query('DELETE FROM accounts WHERE id = $1', [`user:${userId}`])],
    ['delete an account without entries', (client) => client.query(`INSERT INTO accounts (id, kind) VALUES ('user:unused', 'user')`).then(() => client.query(`DELETE FROM accounts WHERE id = 'user:unused'`))],
    ['rename an account', (client) => client.query(`UPDATE accounts SET id = 'user:renamed' WHERE id = $1`, [`user:${userId}`])],
    ['empty the accounts', (client) => client.query('TRUNCATE accounts CASCADE')],
  ];

  it.each(removals)('refuses to %s', async (_what, remove) => {
    await expect(inRolledBack(remove)).rejects.toThrow(/accounts are kept for ever/);
    expect(await balanceOf(harness.wallet, userId)).toBe(60_000);
  });
});

describe('the ledger audit finds each corruption of a copy of the books', () => {
  const holdsAmount = 50_000;
  const corruptions: Array<[string, (client: PoolClient) => Promise<unknown>, () => Partial<LedgerAudit>]> = [
    ['a missing entry', (client) => client.query(`DELETE FROM entries WHERE transfer_id = $1 AND account_id LIKE 'user:%'`, [payoutId]), () => ({
      misshapen: [payoutId],
      drifted: [`user:${userId}`],
      misstated: [`user:${userId}`],
    })],
    ['a transfer without entries', (client) => insertTransfer(client, 'shape:orphan-transfer', 500), () => ({ misshapen: ['shape:orphan-transfer'] })],
    ['entries without a transfer', (client) => insertEntries(client, 'shape:orphan-entries', [['house', -500], ['clearing', 500]]), () => ({
      misshapen: ['shape:orphan-entries'],
      drifted: ['clearing', 'house'],
      misstated: ['clearing', 'house'],
    })],
    ['a third entry on a transfer', (client) =>
      client.query(
        `WITH moved AS (UPDATE accounts SET balance = balance + 30000 WHERE id = 'clearing' RETURNING balance)
         INSERT INTO entries (transfer_id, account_id, amount, balance_after) SELECT $1, 'clearing', 30000, balance FROM moved`,
        [payoutId],
      ), () => ({ misshapen: [payoutId], sum: 30_000 })],
    ['a balance off by one paisa', (client) => client.query('UPDATE accounts SET balance = balance + 1 WHERE id = $1', [`user:${userId}`]), () => ({
      sum: 1,
      drifted: [`user:${userId}`],
    })],
    ['an entry stating the wrong balance after it', (client) =>
      client.query(`UPDATE entries SET balance_after = balance_after - 1 WHERE transfer_id = $1 AND account_id LIKE 'user:%'`, [payoutId]), () => ({
      misstated: [`user:${userId}`],
    })],
    ['a player below zero', async (client) => {
      // The table's own check would stop this write; a copy restored without it would not.
      await client.query('ALTER TABLE accounts DROP CONSTRAINT balance_not_negative');
      await client.query('UPDATE accounts SET balance = -5 WHERE id = $1', [`user:${userId}`]);
    }, () => ({ sum: -60_005, negative: [`user:${userId}`], drifted: [`user:${userId}`] })],
    ['a hold without its request', (client) => client.query(`DELETE FROM money_requests WHERE type = 'withdraw'`), () => ({
      unexplainedHolds: holdsAmount,
    })],
  ];

  it.each(corruptions)('finds %s', async (_what, corrupt, expected) => {
    const found = await inRolledBack(async (client) => {
      await corrupt(client);
      return auditLedger(client);
    }, { bypassTriggers: true });
    expect(found).toEqual({ ...balancedLedger, ...expected() });
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });
});
