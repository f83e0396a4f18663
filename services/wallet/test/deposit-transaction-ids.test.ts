import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, depositRequest, expectRefusal, newId, startWalletHarness, type WalletHarness } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_deposit_transaction_ids');
});
afterAll(() => harness.stop());

const review = (requestId: string, action: 'approve' | 'reject') =>
  harness.wallet.call('wallet.transactions.review', { requestId, action, adminId: newId() });
const deposit = (userId: string, phone: string, method: 'easypaisa' | 'jazzcash' = 'easypaisa') =>
  harness.wallet.call('wallet.deposit.request', depositRequest(userId, 1_000, { phone, method }));
const alreadyApproved = 'This transaction ID was already approved for another deposit';
const receiptId = () => `EP${newId().slice(0, 8)}`;

describe('one payment transaction ID credits one deposit', () => {
  it('refuses to approve a second deposit under an approved ID, whatever its case or spaces, and still lets it be rejected', async () => {
    const [userId, id] = [newId(), receiptId()];
    const first = await deposit(userId, id);
    const second = await deposit(userId, ` ${id.toLowerCase()} `);
    expect([first.status, second.status]).toEqual(['pending', 'pending']);
    await review(first.id, 'approve');
    await expectRefusal(review(second.id, 'approve'), 'CONFLICT', alreadyApproved);
    expect(await balanceOf(harness.wallet, userId)).toBe(100_000);
    await expect(harness.wallet.call('wallet.transactions.get', { requestId: second.id })).resolves.toMatchObject({ status: 'pending' });
    await expect(review(second.id, 'reject')).resolves.toMatchObject({ status: 'rejected' });
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it("refuses another player's deposit claiming the same payment", async () => {
    const [owner, claimant, id] = [newId(), newId(), receiptId()];
    await review((await deposit(owner, id)).id, 'approve');
    await expectRefusal(review((await deposit(claimant, id)).id, 'approve'), 'CONFLICT', alreadyApproved);
    expect(await balanceOf(harness.wallet, claimant)).toBe(0);
  });

  it('approves the same ID under the other method, and again after the first request was only rejected', async () => {
    const [userId, id] = [newId(), receiptId()];
    await review((await deposit(userId, id)).id, 'reject');
    await expect(review((await deposit(userId, id)).id, 'approve')).resolves.toMatchObject({ status: 'completed' });
    await expect(review((await deposit(userId, id, 'jazzcash')).id, 'approve')).resolves.toMatchObject({ status: 'completed' });
    expect(await balanceOf(harness.wallet, userId)).toBe(200_000);
  });

  it('lets exactly one of two admins approving two requests with one ID at the same moment succeed', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [userId, id] = [newId(), receiptId()];
      const requests = [await deposit(userId, id), await deposit(userId, id)];
      const results = await Promise.allSettled(requests.map((request) => review(request.id, 'approve')));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refusal = results.find((result) => result.status === 'rejected')?.reason as { code: string; message: string };
      expect({ code: refusal.code, message: refusal.message }).toEqual({ code: 'CONFLICT', message: alreadyApproved });
      expect(await balanceOf(harness.wallet, userId)).toBe(100_000);
    }
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });
});
