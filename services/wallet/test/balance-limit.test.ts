import { MAX_PAISA, pkrToPaisa } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, depositRequest, expectRefusal, newId, startWalletHarness, type WalletHarness } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_balance_limit');
});
afterAll(() => harness.stop());

const adjust = (userId: string, amount: number) =>
  harness.wallet.call('wallet.adjust', { adjustmentId: newId(), userId, amount, reason: 'Test of the largest balance', adminId: newId() });
const aboveMaximum = ['VALIDATION', 'This would take the balance above the largest allowed, 1,000,000,000,000 PKR'] as const;

describe('no balance goes above the largest amount the contracts carry', () => {
  it('refuses a second adjustment of 999,999,999,999 PKR, and the balance stays readable', async () => {
    const userId = newId();
    const largest = pkrToPaisa(999_999_999_999);
    await expect(adjust(userId, largest)).resolves.toEqual({ userId, balanceBefore: 0, balance: largest });
    await expectRefusal(adjust(userId, largest), ...aboveMaximum);
    expect(await balanceOf(harness.wallet, userId)).toBe(largest);
    await expect(harness.wallet.call('wallet.history', { userId })).resolves.toHaveLength(1);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('takes a balance up to the largest amount exactly, and not a paisa past it', async () => {
    const userId = newId();
    await adjust(userId, MAX_PAISA - 1);
    await expect(adjust(userId, 1)).resolves.toMatchObject({ balance: MAX_PAISA });
    await expectRefusal(adjust(userId, 1), ...aboveMaximum);
    await expect(adjust(userId, -1)).resolves.toMatchObject({ balance: MAX_PAISA - 1 });
  });

  it('leaves a deposit pending when approving it would pass the largest balance', async () => {
    const userId = newId();
    await adjust(userId, MAX_PAISA - pkrToPaisa(500));
    const request = await harness.wallet.call('wallet.deposit.request', depositRequest(userId, 501));
    await expectRefusal(harness.wallet.call('wallet.transactions.review', { requestId: request.id, action: 'approve', adminId: newId() }), ...aboveMaximum);
    await expect(harness.wallet.call('wallet.transactions.get', { requestId: request.id })).resolves.toMatchObject({ status: 'pending' });
    expect(await balanceOf(harness.wallet, userId)).toBe(MAX_PAISA - pkrToPaisa(500));
  });

  it('refuses a payout that would pass it alone, paying the others of its batch', async () => {
    const [rich, other] = [newId(), newId()];
    await adjust(rich, MAX_PAISA - 100);
    const payout = (userId: string, amount: number) => ({ transferId: newId(), userId, amount, kind: 'payout' as const, memo: '' });
    const { outcomes } = await harness.wallet.call('wallet.credit.batch', { moves: [payout(rich, 100), payout(rich, 1), payout(other, 500)] });
    expect(outcomes.map((outcome) => ('balance' in outcome ? outcome.balance : outcome.refused.message))).toEqual([MAX_PAISA, aboveMaximum[1], 500]);
    await expectRefusal(harness.wallet.call('wallet.credit', payout(rich, 1)), ...aboveMaximum);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('refuses a balance past the largest amount even written straight in the database', async () => {
    const userId = newId();
    await adjust(userId, 100);
    await expect(harness.db.query('UPDATE accounts SET balance = $2 WHERE id = $1', [`user:${userId}`, MAX_PAISA + 1])).rejects.toThrow(/user_balance_within_max/);
  });
});
