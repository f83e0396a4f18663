import { limits, messages, PENDING_REVIEW_LIMIT, PLAYER_TRANSACTIONS_LIMIT } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  depositRequest,
  expectRefusal,
  fundByDeposit,
  newId,
  startWalletHarness,
  type WalletHarness,
  withdrawalRequest,
} from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_open_requests', { DATABASE_POOL_SIZE: '12' });
});
afterAll(() => harness.stop());

const requestDeposit = (userId: string, overrides = {}) => harness.wallet.call('wallet.deposit.request', depositRequest(userId, 300, overrides));
const requestWithdrawal = (userId: string) => harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500));
const pendingOf = async (userId: string) =>
  (await harness.wallet.call('wallet.transactions.list', { userId })).filter((request) => request.status === 'pending');

describe('a player may keep only a few requests waiting for review', () => {
  it('refuses the next deposit or withdrawal once deposits and withdrawals together reach the cap, holding nothing', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 2_000);
    for (let made = 0; made < limits.openMoneyRequestsMax - 1; made += 1) await requestDeposit(userId);
    await requestWithdrawal(userId);
    await expectRefusal(requestDeposit(userId), 'RATE_LIMITED', messages.openMoneyRequestsMax);
    await expectRefusal(requestWithdrawal(userId), 'RATE_LIMITED', messages.openMoneyRequestsMax);
    await expect(requestDeposit(userId)).rejects.toMatchObject({ status: 429 });
    expect(await pendingOf(userId)).toHaveLength(limits.openMoneyRequestsMax);
    expect(await balanceOf(harness.wallet, userId)).toBe(150_000);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('takes a new request once one is reviewed, and still answers a retry of a request already made', async () => {
    const userId = newId();
    const idempotencyKey = `deposit-${newId()}`;
    const first = await requestDeposit(userId, { idempotencyKey });
    for (let made = 1; made < limits.openMoneyRequestsMax; made += 1) await requestDeposit(userId);
    await expect(requestDeposit(userId, { idempotencyKey })).resolves.toEqual(first);
    await harness.wallet.call('wallet.transactions.review', { requestId: first.id, action: 'reject', adminId: newId() });
    await expect(requestDeposit(userId)).resolves.toMatchObject({ status: 'pending' });
    await expectRefusal(requestDeposit(userId), 'RATE_LIMITED', messages.openMoneyRequestsMax);
  });

  it('lets no more than the cap through when a player sends many requests at once', async () => {
    const userId = newId();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => requestDeposit(userId)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(limits.openMoneyRequestsMax);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
    expect(new Set(refused)).toEqual(new Set([messages.openMoneyRequestsMax]));
    expect(await pendingOf(userId)).toHaveLength(limits.openMoneyRequestsMax);
  });

  it('answers retries racing the request that reached the cap with that request, not the refusal', async () => {
    const userId = newId();
    for (let made = 1; made < limits.openMoneyRequestsMax; made += 1) await requestDeposit(userId);
    const idempotencyKey = `deposit-${newId()}`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => requestDeposit(userId, { idempotencyKey })));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await pendingOf(userId)).toHaveLength(limits.openMoneyRequestsMax);
  });
});

describe("the admin's pending list", () => {
  it('shows the oldest pending requests first, never more than the bound, however many are waiting', async () => {
    // many players at the cap, written straight in the database: the list must stay bounded whoever made them
    await harness.db.query(
      `INSERT INTO money_requests (id, user_id, username, type, amount, method, account_holder_name, phone)
       SELECT gen_random_uuid(), gen_random_uuid(), 'flood', 'deposit', 30000, 'easypaisa', 'Flood Player', 'TX-' || n
         FROM generate_series(1, $1::int) AS n`,
      [PENDING_REVIEW_LIMIT + 50],
    );
    const oldest = await harness.db.query<{ id: string }>(`SELECT id FROM money_requests WHERE status = 'pending' ORDER BY seq LIMIT $1`, [PENDING_REVIEW_LIMIT]);
    const pending = await harness.wallet.call('wallet.transactions.pending', {});
    expect(pending.map((request) => request.id)).toEqual(oldest.rows.map((row) => row.id));
  });
});

describe("a player's own list", () => {
  it('carries the newest requests first, never more than the bound, however many the player made', async () => {
    const userId = newId();
    // written straight in the database, reviewed ones too: past about 2,500 a whole list outgrew a bus message
    await harness.db.query(
      `INSERT INTO money_requests (id, user_id, username, type, amount, method, account_holder_name, phone, status, reviewed_at, reviewed_by)
       SELECT gen_random_uuid(), $1, 'prolific', 'deposit', 30000, 'easypaisa', 'Prolific Player', 'TX-' || n, 'rejected', now(), gen_random_uuid()
         FROM generate_series(1, $2::int) AS n`,
      [userId, PLAYER_TRANSACTIONS_LIMIT + 50],
    );
    const newest = await harness.db.query<{ id: string }>('SELECT id FROM money_requests WHERE user_id = $1 ORDER BY seq DESC LIMIT $2', [
      userId,
      PLAYER_TRANSACTIONS_LIMIT,
    ]);
    const mine = await harness.wallet.call('wallet.transactions.list', { userId });
    expect(newest.rows).toHaveLength(PLAYER_TRANSACTIONS_LIMIT);
    expect(mine.map((request) => request.id)).toEqual(newest.rows.map((row) => row.id));
  });
});
