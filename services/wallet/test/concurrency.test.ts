import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  depositRequest,
  fundByDeposit,
  newId,
  startWalletHarness,
  type WalletHarness,
  withdrawalRequest,
} from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_concurrency', { DATABASE_POOL_SIZE: '20' });
});
afterAll(() => harness.stop());

const outcomes = <T>(calls: Array<Promise<T>>) => Promise.allSettled(calls);

describe('under concurrent requests', () => {
  // five at once: the most requests a player may have waiting, so only the balance refuses
  it('accepts at most 3 of 5 parallel withdrawals against a balance for 3', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 3 * 500);
    const results = await outcomes(
      Array.from({ length: 5 }, () => harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500))),
    );
    const accepted = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as { code: string; message: string }] : []));
    expect(accepted).toHaveLength(3);
    expect(refused.map(({ code, message }) => ({ code, message }))).toEqual(
      Array.from({ length: 2 }, () => ({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance for this withdrawal' })),
    );
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
    const pending = (await harness.wallet.call('wallet.transactions.list', { userId })).filter((request) => request.status === 'pending');
    expect(pending).toHaveLength(3);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('moves money once for 50 parallel debits with one transfer id, and answers all of them alike', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 1_000);
    const bet = { transferId: newId(), userId, amount: 10_000, kind: 'bet' as const, memo: 'crash round 42' };
    const replies = await Promise.all(Array.from({ length: 50 }, () => harness.wallet.call('wallet.debit', bet)));
    expect(new Set(replies.map((reply) => JSON.stringify(reply)))).toEqual(
      new Set([JSON.stringify({ transferId: bet.transferId, userId, amount: 10_000, balance: 90_000 })]),
    );
    expect(await balanceOf(harness.wallet, userId)).toBe(90_000);
    const rows = await harness.db.query('SELECT count(*)::int AS n FROM transfers WHERE id = $1', [bet.transferId]);
    expect(rows.rows).toEqual([{ n: 1 }]);
  });

  it('credits once when approvals of one deposit race each other', async () => {
    const userId = newId();
    const request = await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 2_500));
    const reviews = await Promise.all(
      Array.from({ length: 12 }, () => harness.wallet.call('wallet.transactions.review', { requestId: request.id, action: 'approve', adminId: newId() })),
    );
    expect(reviews.every((reviewed) => reviewed.status === 'completed')).toBe(true);
    expect(new Set(reviews.map((reviewed) => reviewed.reviewedAt)).size).toBe(1);
    // Only the review that decided it found it pending; the others found it completed and changed nothing.
    expect(reviews.filter(({ statusBefore }) => statusBefore === 'pending')).toHaveLength(1);
    expect(reviews.filter(({ statusBefore }) => statusBefore === 'completed')).toHaveLength(11);
    expect(await balanceOf(harness.wallet, userId)).toBe(250_000);
  });

  it('lets exactly one of racing approve and reject decide a withdrawal', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 500);
    const request = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500));
    const actions = Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? 'approve' : 'reject') as 'approve' | 'reject');
    const results = await outcomes(
      actions.map((action) => harness.wallet.call('wallet.transactions.review', { requestId: request.id, action, adminId: newId() })),
    );
    const answered = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const decided = answered.map((reviewed) => reviewed.status);
    expect(new Set(decided).size).toBe(1);
    expect(answered.filter(({ statusBefore }) => statusBefore === 'pending')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.every((result) => (result.reason as Error).message === 'This request has already been processed')).toBe(true);
    expect(decided.length + refused.length).toBe(10);
    expect(await balanceOf(harness.wallet, userId)).toBe(decided[0] === 'completed' ? 0 : 50_000);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('keeps a player above zero when bets from many rounds land at once', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 300);
    const results = await outcomes(
      Array.from({ length: 40 }, () => harness.wallet.call('wallet.debit', { transferId: newId(), userId, amount: 1_000, kind: 'bet', memo: '' })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(30);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
    expect(refused).toEqual(Array.from({ length: 10 }, () => 'Insufficient balance'));
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });
});
