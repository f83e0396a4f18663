import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectRefusal, newId, startWalletHarness, type WalletHarness } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_transfers');
});
afterAll(() => harness.stop());

const move = (userId: string, amount: number, kind: 'bet' | 'purchase' | 'payout' | 'refund', transferId = newId(), memo = '') => ({
  transferId,
  userId,
  amount,
  kind,
  memo,
});

describe('debits and credits', () => {
  it('credits a payout from the house and debits a bet back to it, answering the balance after each', async () => {
    const userId = newId();
    const credit = move(userId, 50_000, 'payout');
    await expect(harness.wallet.call('wallet.credit', credit)).resolves.toEqual({ transferId: credit.transferId, userId, amount: 50_000, balance: 50_000 });
    const debit = move(userId, 20_050, 'bet');
    await expect(harness.wallet.call('wallet.debit', debit)).resolves.toEqual({ transferId: debit.transferId, userId, amount: 20_050, balance: 29_950 });
    expect(await balanceOf(harness.wallet, userId)).toBe(29_950);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('refuses a debit past the balance with Insufficient balance and moves nothing; the id stays free', async () => {
    const userId = newId();
    await harness.wallet.call('wallet.credit', move(userId, 1_000, 'refund'));
    const bet = move(userId, 1_001, 'bet');
    await expectRefusal(harness.wallet.call('wallet.debit', bet), 'INSUFFICIENT_FUNDS', 'Insufficient balance');
    expect(await balanceOf(harness.wallet, userId)).toBe(1_000);
    await harness.wallet.call('wallet.credit', move(userId, 1, 'refund'));
    await expect(harness.wallet.call('wallet.debit', bet)).resolves.toMatchObject({ balance: 0 });
  });

  it('answers a retried transfer with its first answer, even after the balance has moved on', async () => {
    const userId = newId();
    await harness.wallet.call('wallet.credit', move(userId, 10_000, 'payout'));
    const bet = move(userId, 2_500, 'bet', newId(), 'crash round 7');
    const first = await harness.wallet.call('wallet.debit', bet);
    await harness.wallet.call('wallet.credit', move(userId, 4_000, 'payout'));
    await expect(harness.wallet.call('wallet.debit', bet)).resolves.toEqual(first);
    expect(first.balance).toBe(7_500);
    expect(await balanceOf(harness.wallet, userId)).toBe(11_500);
  });

  it('refuses a transfer id reused with different details', async () => {
    const userId = newId();
    await harness.wallet.call('wallet.credit', move(userId, 10_000, 'payout'));
    const bet = move(userId, 1_000, 'bet', newId(), 'round 1');
    await harness.wallet.call('wallet.debit', bet);
    const reused = 'Transfer id already used with different details';
    await expectRefusal(harness.wallet.call('wallet.debit', { ...bet, amount: 1_001 }), 'CONFLICT', reused);
    await expectRefusal(harness.wallet.call('wallet.debit', { ...bet, memo: 'round 2' }), 'CONFLICT', reused);
    await expectRefusal(harness.wallet.call('wallet.debit', { ...bet, userId: newId() }), 'CONFLICT', reused);
    await expectRefusal(harness.wallet.call('wallet.credit', { ...bet, kind: 'refund' }), 'CONFLICT', reused);
    expect(await balanceOf(harness.wallet, userId)).toBe(9_000);
  });

  it('keeps debits to bets and purchases and credits to payouts and refunds', async () => {
    const userId = newId();
    await expectRefusal(harness.wallet.call('wallet.debit', move(userId, 100, 'payout')), 'VALIDATION', 'A debit cannot be of kind payout');
    await expectRefusal(harness.wallet.call('wallet.credit', move(userId, 100, 'bet')), 'VALIDATION', 'A credit cannot be of kind bet');
    await expectRefusal(
      harness.wallet.call('wallet.credit', { ...move(userId, 100, 'refund'), kind: 'deposit' }),
      'VALIDATION',
      'A credit cannot be of kind deposit',
    );
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
  });

  it('refuses transfer ids the wallet derives for its own transfers', async () => {
    const userId = newId();
    for (const transferId of [`deposit:${newId()}`, `void:${newId()}`, `registration-bonus:${userId}`, `withdrawal-hold:${newId()}`]) {
      await expectRefusal(
        harness.wallet.call('wallet.credit', move(userId, 100, 'payout', transferId)),
        'VALIDATION',
        'This transfer id is reserved by the wallet',
      );
    }
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
  });

  it('refuses a zero or fractional amount of paisa before touching the ledger', async () => {
    const userId = newId();
    await expectRefusal(harness.wallet.call('wallet.credit', move(userId, 0, 'payout')), 'VALIDATION', 'Amount must be positive');
    const fractional = harness.wallet.call('wallet.credit', move(userId, 10.5, 'payout'));
    await expect(fractional).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
  });
});

describe('balances and history', () => {
  it('reports 0 for a user the wallet has never seen, alone and in a batch', async () => {
    const [known, unknown] = [newId(), newId()];
    await harness.wallet.call('wallet.credit', move(known, 700, 'payout'));
    expect(await balanceOf(harness.wallet, unknown)).toBe(0);
    await expect(harness.wallet.call('wallet.balances', { userIds: [known, unknown] })).resolves.toEqual({ [known]: 700, [unknown]: 0 });
  });

  it("lists a player's ledger entries newest first with the balance after each", async () => {
    const userId = newId();
    const payout = move(userId, 5_000, 'payout', newId(), 'cash-out at 2.00x');
    const bet = move(userId, 1_200, 'bet', newId(), 'aviator round 3');
    const purchase = move(userId, 800, 'purchase', newId(), 'Sunglasses');
    await harness.wallet.call('wallet.credit', payout);
    await harness.wallet.call('wallet.debit', bet);
    await harness.wallet.call('wallet.debit', purchase);
    const history = await harness.wallet.call('wallet.history', { userId });
    expect(history.map(({ createdAt: _createdAt, ...entry }) => entry)).toEqual([
      { transferId: purchase.transferId, kind: 'purchase', amount: -800, balanceAfter: 3_000, memo: 'Sunglasses' },
      { transferId: bet.transferId, kind: 'bet', amount: -1_200, balanceAfter: 3_800, memo: 'aviator round 3' },
      { transferId: payout.transferId, kind: 'payout', amount: 5_000, balanceAfter: 5_000, memo: 'cash-out at 2.00x' },
    ]);
    expect(history.every((entry) => !Number.isNaN(Date.parse(entry.createdAt)))).toBe(true);
    await expect(harness.wallet.call('wallet.history', { userId, limit: 1 })).resolves.toHaveLength(1);
  });

  it('answers its health check with a working database', async () => {
    await expect(harness.wallet.call('wallet.health', {})).resolves.toEqual({ service: 'wallet', database: true });
  });
});
