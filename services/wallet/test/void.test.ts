import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectRefusal, newId, startWalletHarness, type WalletHarness, withdrawalRequest } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_void');
});
afterAll(() => harness.stop());

const bet = (userId: string, amount: number, transferId = newId()) => ({ transferId, userId, amount, kind: 'bet' as const, memo: '' });
const payout = (userId: string, amount: number, transferId = newId()) => ({ transferId, userId, amount, kind: 'payout' as const, memo: '' });

describe('voiding a transfer', () => {
  it('gives a voided bet back once, however often the void is repeated', async () => {
    const userId = newId();
    await harness.wallet.call('wallet.credit', payout(userId, 10_000));
    const stake = bet(userId, 3_000);
    await harness.wallet.call('wallet.debit', stake);
    for (const reason of ['round could not finish', 'round could not finish', 'engine restarted']) {
      await expect(harness.wallet.call('wallet.void', { transferId: stake.transferId, reason })).resolves.toEqual({
        transferId: stake.transferId,
        reversed: true,
      });
    }
    expect(await balanceOf(harness.wallet, userId)).toBe(10_000);
    const history = await harness.wallet.call('wallet.history', { userId });
    expect(history[0]).toMatchObject({ transferId: `void:${stake.transferId}`, kind: 'void', amount: 3_000, balanceAfter: 10_000, memo: 'round could not finish' });
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('answers a retried debit after its void with the first answer and debits nothing again', async () => {
    const userId = newId();
    await harness.wallet.call('wallet.credit', payout(userId, 5_000));
    const stake = bet(userId, 1_000);
    const first = await harness.wallet.call('wallet.debit', stake);
    await harness.wallet.call('wallet.void', { transferId: stake.transferId });
    await expect(harness.wallet.call('wallet.debit', stake)).resolves.toEqual(first);
    expect(await balanceOf(harness.wallet, userId)).toBe(5_000);
  });

  it('bars a transfer voided before it arrived, so the late debit is refused', async () => {
    const userId = newId();
    await harness.wallet.call('wallet.credit', payout(userId, 5_000));
    const stake = bet(userId, 2_000);
    await expect(harness.wallet.call('wallet.void', { transferId: stake.transferId })).resolves.toEqual({ transferId: stake.transferId, reversed: false });
    await expect(harness.wallet.call('wallet.void', { transferId: stake.transferId })).resolves.toEqual({ transferId: stake.transferId, reversed: false });
    await expectRefusal(harness.wallet.call('wallet.debit', stake), 'CONFLICT', 'Transfer was voided');
    await expectRefusal(harness.wallet.call('wallet.credit', payout(userId, 1, stake.transferId)), 'CONFLICT', 'Transfer was voided');
    expect(await balanceOf(harness.wallet, userId)).toBe(5_000);
  });

  it('takes a voided payout back only while the player still has it', async () => {
    const userId = newId();
    const win = payout(userId, 4_000);
    await harness.wallet.call('wallet.credit', win);
    await harness.wallet.call('wallet.debit', bet(userId, 3_000));
    await expectRefusal(harness.wallet.call('wallet.void', { transferId: win.transferId }), 'INSUFFICIENT_FUNDS', 'Insufficient balance');
    expect(await balanceOf(harness.wallet, userId)).toBe(1_000);
    await harness.wallet.call('wallet.credit', payout(userId, 3_000));
    await expect(harness.wallet.call('wallet.void', { transferId: win.transferId })).resolves.toEqual({ transferId: win.transferId, reversed: true });
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
  });

  it("refuses to void the wallet's own transfers, such as a withdrawal hold", async () => {
    const userId = newId();
    await harness.wallet.call('wallet.credit', payout(userId, 60_000));
    const request = await harness.wallet.call('wallet.withdrawal.request', withdrawalRequest(userId, 500));
    await expectRefusal(
      harness.wallet.call('wallet.void', { transferId: `withdrawal-hold:${request.id}` }),
      'VALIDATION',
      'This transfer id is reserved by the wallet',
    );
    expect(await balanceOf(harness.wallet, userId)).toBe(10_000);
  });

  it('refuses to void a reversal', async () => {
    const userId = newId();
    await harness.wallet.call('wallet.credit', payout(userId, 1_000));
    const stake = bet(userId, 1_000);
    await harness.wallet.call('wallet.debit', stake);
    await harness.wallet.call('wallet.void', { transferId: stake.transferId });
    await expectRefusal(harness.wallet.call('wallet.void', { transferId: `void:${stake.transferId}` }), 'VALIDATION', 'This transfer id is reserved by the wallet');
    expect(await balanceOf(harness.wallet, userId)).toBe(1_000);
  });
});
