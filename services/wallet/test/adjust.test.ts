import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectRefusal, fundByDeposit, newId, startWalletHarness, type WalletHarness } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_adjust');
});
afterAll(() => harness.stop());

const adjust = (userId: string, amount: number, reason = 'Goodwill for a failed round', adjustmentId = newId(), adminId = newId()) => ({
  adjustmentId,
  userId,
  amount,
  reason,
  adminId,
});

describe('admin balance adjustments', () => {
  it('adds to a balance and answers the balance before and after', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 300);
    await expect(harness.wallet.call('wallet.adjust', adjust(userId, 10_000))).resolves.toEqual({ userId, balanceBefore: 30_000, balance: 40_000 });
    expect(await balanceOf(harness.wallet, userId)).toBe(40_000);
  });

  it('deducts with a negative amount, down to exactly zero', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 300);
    await expect(harness.wallet.call('wallet.adjust', adjust(userId, -30_000, 'Duplicate deposit'))).resolves.toEqual({ userId, balanceBefore: 30_000, balance: 0 });
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('never takes a balance below zero', async () => {
    const userId = newId();
    await fundByDeposit(harness.wallet, userId, 300);
    await expectRefusal(harness.wallet.call('wallet.adjust', adjust(userId, -30_001)), 'INSUFFICIENT_FUNDS', 'Adjustment would take the balance below zero');
    const stranger = newId();
    await expectRefusal(harness.wallet.call('wallet.adjust', adjust(stranger, -100)), 'INSUFFICIENT_FUNDS', 'Adjustment would take the balance below zero');
    expect(await balanceOf(harness.wallet, userId)).toBe(30_000);
    expect(await balanceOf(harness.wallet, stranger)).toBe(0);
  });

  it('records who adjusted and why on the ledger', async () => {
    const [userId, adminId] = [newId(), newId()];
    const request = adjust(userId, 25_000, 'Compensation for outage on 12 May', newId(), adminId);
    await harness.wallet.call('wallet.adjust', request);
    const stored = await harness.db.query('SELECT kind, amount, memo, actor_id FROM transfers WHERE id = $1', [`adjustment:${request.adjustmentId}`]);
    expect(stored.rows).toEqual([{ kind: 'adjustment', amount: 25_000, memo: 'Compensation for outage on 12 May', actor_id: adminId }]);
    const [entry] = await harness.wallet.call('wallet.history', { userId });
    expect(entry).toMatchObject({ kind: 'adjustment', amount: 25_000, memo: 'Compensation for outage on 12 May' });
  });

  it('applies a repeated adjustment once and answers it as the first time', async () => {
    const userId = newId();
    const request = adjust(userId, 5_000);
    const first = await harness.wallet.call('wallet.adjust', request);
    await harness.wallet.call('wallet.adjust', adjust(userId, 1_000));
    await expect(harness.wallet.call('wallet.adjust', request)).resolves.toEqual(first);
    expect(await balanceOf(harness.wallet, userId)).toBe(6_000);
    await expectRefusal(
      harness.wallet.call('wallet.adjust', { ...request, reason: 'Another reason' }),
      'CONFLICT',
      'Transfer id already used with different details',
    );
  });

  it('refuses an adjustment of zero or without a reason', async () => {
    const userId = newId();
    await expectRefusal(harness.wallet.call('wallet.adjust', adjust(userId, 0)), 'VALIDATION', 'The amount cannot be 0');
    await expect(harness.wallet.call('wallet.adjust', adjust(userId, 100, '   '))).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
  });
});
