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
  harness = await startWalletHarness('wallet_money_requests');
});
afterAll(() => harness.stop());

describe('the spec rules, checked again on the server with their exact messages', () => {
  const depositCases = [
    ['an amount under 300 PKR', { amount: 29_999 }, 'Minimum deposit amount is 300 PKR'],
    ['an account holder name under 3 characters', { accountHolderName: ' Al ' }, 'Please enter account holder name'],
    ['a transaction id under 5 characters', { phone: 'TX12' }, 'Please enter the transaction ID from your payment'],
    ['a method other than easypaisa or jazzcash', { method: 'paypal' }, 'Please select a payment method'],
  ] as const;
  it.each(depositCases)('refuses a deposit with %s', async (_case, change, message) => {
    const userId = newId();
    await expectRefusal(harness.wallet.call('wallet.deposit.request', { ...depositRequest(userId, 300), ...change } as never), 'VALIDATION', message);
    await expect(harness.wallet.call('wallet.transactions.list', { userId })).resolves.toEqual([]);
  });

  const withdrawalCases = [
    ['an amount under 500 PKR', { amount: 49_999 }, 'Minimum withdrawal amount is 500 PKR'],
    ['an account holder name under 3 characters', { accountHolderName: 'Bo' }, 'Please enter account holder name'],
    ['a phone number under 10 characters', { phone: '030012345' }, 'Please enter a valid phone number'],
    ['a method other than easypaisa or jazzcash', { method: '' }, 'Please select a payment method'],
  ] as const;
  it.each(withdrawalCases)('refuses a withdrawal with %s', async (_case, change, message) => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 1_000);
    await expectRefusal(harness.wallet.call('wallet.withdrawal.request', { ...withdrawalRequest(userId, 500), ...change } as never), 'VALIDATION', message);
    expect(await balanceOf(harness.wallet, userId)).toBe(100_000);
  });

  it('accepts the minimums themselves: a 300 PKR deposit and a 500 PKR withdrawal', async () => {
    const userId = newId();
    await expect(harness.wallet.call('wallet.deposit.request', depositRequest(userId, 300))).resolves.toMatchObject({ amount: 300 });
    await fundByDeposit(harness.wallet, userId, 500);
    await expect(harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500))).resolves.toMatchObject({ amount: 500 });
  });
});

describe('deposit and withdrawal requests', () => {
  it('records a deposit as pending, shaped as the spec shows it, and moves nothing', async () => {
    const userId = newId();
    const request = depositRequest(userId, 1_250.5, { username: 'ayesha', method: 'jazzcash', accountHolderName: '  Ayesha Noor ', phone: ' TXN-998877 ' });
    const transaction = await harness.wallet.call('wallet.deposit.request', request);
    expect(transaction).toEqual({
      id: expect.any(String),
      userId,
      username: 'ayesha',
      type: 'deposit',
      amount: 1_250.5,
      method: 'jazzcash',
      phone: 'TXN-998877',
      accountHolderName: 'Ayesha Noor',
      status: 'pending',
      createdAt: expect.any(String),
      reviewedAt: null,
    });
    expect(Math.abs(Date.parse(transaction.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
    await expect(harness.wallet.call('wallet.history', { userId })).resolves.toEqual([]);
  });

  it('holds a withdrawal at once, so the balance drops before any review', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 2_000);
    const transaction = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 750.25));
    expect(transaction).toMatchObject({ type: 'withdraw', amount: 750.25, status: 'pending', method: 'jazzcash', phone: '03001234567' });
    expect(await balanceOf(harness.wallet, userId)).toBe(124_975);
    const [latest] = await harness.wallet.call('wallet.history', { userId });
    expect(latest).toMatchObject({ transferId: `withdrawal-hold:${transaction.id}`, kind: 'withdrawal_hold', amount: -75_025, balanceAfter: 124_975 });
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('refuses a withdrawal larger than the balance with its own message and records nothing', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 600);
    await expectRefusal(harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 600.01)), 'INSUFFICIENT_FUNDS', 'Insufficient balance for this withdrawal');
    expect(await balanceOf(harness.wallet, userId)).toBe(60_000);
    const requests = await harness.wallet.call('wallet.transactions.list', { userId });
    expect(requests.map((request) => request.type)).toEqual(['deposit']);
  });

  it("lists only the player's own requests, newest first", async () => {
    const [userId, someoneElse] = [newId(), newId()];
    await harness.wallet.call('wallet.deposit.request', depositRequest(someoneElse, 999));
    const first = await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 300));
    const second = await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 400));
    await fundByDeposit(harness.wallet, userId, 800);
    const third = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500));
    const listed = await harness.wallet.call('wallet.transactions.list', { userId });
    expect(listed.map((request) => request.amount)).toEqual([500, 800, 400, 300]);
    expect(listed.map((request) => request.id)).toEqual([third.id, expect.any(String), second.id, first.id]);
    expect(listed[1]?.status).toBe('completed');
  });

  it('lists every pending request for the admin with the username given, oldest first', async () => {
    const [sana, bilal] = [newId(), newId()];
    await fundByDeposit(harness.wallet, bilal, 900);
    const deposit = await harness.wallet.call('wallet.deposit.request', depositRequest(sana, 300, { username: 'sana' }));
    const withdrawal = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(bilal, 500, { username: 'bilal' }));
    const pending = await harness.wallet.call('wallet.transactions.pending', {});
    const ours = pending.filter((request) => [sana, bilal].includes(request.userId));
    expect(ours.map(({ id, username, type, status }) => ({ id, username, type, status }))).toEqual([
      { id: deposit.id, username: 'sana', type: 'deposit', status: 'pending' },
      { id: withdrawal.id, username: 'bilal', type: 'withdraw', status: 'pending' },
    ]);
    expect(pending.every((request) => request.status === 'pending')).toBe(true);
  });
});
