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
  harness = await startWalletHarness('wallet_review');
});
afterAll(() => harness.stop());

const review = (requestId: string, action: 'approve' | 'reject', adminId = newId()) =>
  harness.wallet.call('wallet.transactions.review', { requestId, action, adminId });

const clearingBalance = async () =>
  (await harness.db.query<{ balance: number }>(`SELECT balance FROM accounts WHERE id = 'clearing'`)).rows[0]!.balance;

describe('reviewing a deposit', () => {
  it('credits an approved deposit from clearing and marks it completed with the reviewer and time', async () => {
    const [userId, adminId] = [newId(), newId()];
    const request = await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 1_500));
    const clearingBefore = await clearingBalance();
    const reviewed = await review(request.id, 'approve', adminId);
    expect(reviewed).toMatchObject({ id: request.id, status: 'completed', amount: 1_500 });
    expect(Date.parse(reviewed.reviewedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(request.createdAt));
    expect(await balanceOf(harness.wallet, userId)).toBe(150_000);
    expect(await clearingBalance()).toBe(clearingBefore - 150_000);
    const stored = await harness.db.query('SELECT reviewed_by FROM money_requests WHERE id = $1', [request.id]);
    expect(stored.rows[0]).toEqual({ reviewed_by: adminId });
    const [entry] = await harness.wallet.call('wallet.history', { userId });
    expect(entry).toMatchObject({ transferId: `deposit:${request.id}`, kind: 'deposit', amount: 150_000, balanceAfter: 150_000 });
  });

  it('shows one request as it stands before and after its review, and names an unknown one', async () => {
    const request = await harness.wallet.call('wallet.deposit.request', depositRequest(newId(), 800));
    await expect(harness.wallet.call('wallet.transactions.get', { requestId: request.id })).resolves.toMatchObject({ status: 'pending', amount: 800 });
    await review(request.id, 'approve');
    await expect(harness.wallet.call('wallet.transactions.get', { requestId: request.id })).resolves.toMatchObject({ status: 'completed' });
    await expect(harness.wallet.call('wallet.transactions.get', { requestId: newId() })).rejects.toMatchObject({ status: 404, message: 'Transaction not found' });
  });

  it('rejects a deposit without moving any money', async () => {
    const userId = newId();
    const request = await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 800));
    await expect(review(request.id, 'reject')).resolves.toMatchObject({ status: 'rejected' });
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
    await expect(harness.wallet.call('wallet.history', { userId })).resolves.toEqual([]);
  });
});

describe('reviewing a withdrawal', () => {
  it('pays an approved withdrawal out of the hold, leaving the balance where the request put it', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 2_000);
    const request = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 1_200));
    const clearingBefore = await clearingBalance();
    await expect(review(request.id, 'approve')).resolves.toMatchObject({ status: 'completed' });
    expect(await balanceOf(harness.wallet, userId)).toBe(80_000);
    expect(await clearingBalance()).toBe(clearingBefore + 120_000);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('gives a rejected withdrawal back to the player', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 700);
    const request = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 700));
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
    await expect(review(request.id, 'reject')).resolves.toMatchObject({ status: 'rejected' });
    expect(await balanceOf(harness.wallet, userId)).toBe(70_000);
    const [entry] = await harness.wallet.call('wallet.history', { userId });
    expect(entry).toMatchObject({ transferId: `withdrawal-release:${request.id}`, kind: 'withdrawal_release', amount: 70_000 });
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });
});

describe('a request is reviewed once', () => {
  it('answers a repeated approval with the request as it is and credits nothing more', async () => {
    const userId = newId();
    const request = await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 500));
    const { statusBefore, ...first } = await review(request.id, 'approve');
    expect(statusBefore).toBe('pending');
    // The repeat found the request decided, and says so.
    await expect(review(request.id, 'approve')).resolves.toEqual({ ...first, statusBefore: 'completed' });
    expect(await balanceOf(harness.wallet, userId)).toBe(50_000);
  });

  it('answers a repeated rejection with the request as it is and releases nothing more', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 500);
    const request = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500));
    const { statusBefore, ...first } = await review(request.id, 'reject');
    expect(statusBefore).toBe('pending');
    await expect(review(request.id, 'reject')).resolves.toEqual({ ...first, statusBefore: 'rejected' });
    expect(await balanceOf(harness.wallet, userId)).toBe(50_000);
  });

  it('refuses the opposite action on a processed request', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 1_000);
    const deposit = await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 400));
    const withdrawal = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 600));
    await review(deposit.id, 'reject');
    await review(withdrawal.id, 'approve');
    await expectRefusal(review(deposit.id, 'approve'), 'CONFLICT', 'This request has already been processed');
    await expectRefusal(review(withdrawal.id, 'reject'), 'CONFLICT', 'This request has already been processed');
    expect(await balanceOf(harness.wallet, userId)).toBe(40_000);
    const statuses = (await harness.wallet.call('wallet.transactions.list', { userId })).map((request) => request.status);
    expect(statuses).toEqual(['completed', 'rejected', 'completed']);
  });

  it('answers a request that does not exist with not found', async () => {
    await expectRefusal(review(newId(), 'approve'), 'NOT_FOUND', 'Transaction not found');
  });

  it('refuses any change to a reviewed request, even straight in the database', async () => {
    const userId = newId();
    const request = await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 300));
    await review(request.id, 'reject');
    await expect(harness.db.query(`UPDATE money_requests SET status = 'pending', reviewed_at = NULL, reviewed_by = NULL WHERE id = $1`, [request.id])).rejects.toThrow(/reviewed once/);
    await expect(harness.db.query('DELETE FROM money_requests WHERE id = $1', [request.id])).rejects.toThrow(/reviewed once/);
  });
});
