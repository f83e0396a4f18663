import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, newId, startWalletHarness, type WalletHarness } from './support/harness';

let harness: WalletHarness;
let transferId: string;
let userId: string;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_append_only');
  userId = newId();
  transferId = newId();
  await harness.wallet.call('wallet.credit', { transferId, userId, amount: 9_900, kind: 'payout', memo: 'cash-out' });
  await harness.wallet.call('wallet.void', { transferId: newId(), reason: 'lost bet request' });
});
afterAll(() => harness.stop());

// The harness connects as the database superuser: the strongest role there is, and still refused.
describe('the ledger is append-only for every role', () => {
  const tamperings = [
    ['rewrite a transfer amount', () => harness.db.query('UPDATE transfers SET amount = 1 WHERE id = $1', [transferId])],
    ['delete a transfer', () => harness.db.query('DELETE FROM transfers WHERE id = $1', [transferId])],
    ['rewrite an entry', () => harness.db.query('UPDATE entries SET amount = amount * 2 WHERE transfer_id = $1', [transferId])],
    ['delete an entry', () => harness.db.query('DELETE FROM entries WHERE transfer_id = $1', [transferId])],
    ['truncate the entries', () => harness.db.query('TRUNCATE entries')],
    ['truncate the transfers', () => harness.db.query('TRUNCATE transfers CASCADE')],
    ['lift a voided id', () => harness.db.query('DELETE FROM voided_transfer_ids')],
  ] as const;

  it.each(tamperings)('refuses to %s', async (_what, tamper) => {
    await expect(tamper()).rejects.toThrow(/append-only/);
    const stored = await harness.db.query('SELECT amount FROM transfers WHERE id = $1', [transferId]);
    expect(stored.rows).toEqual([{ amount: 9_900 }]);
    expect((await harness.db.query('SELECT count(*)::int AS n FROM entries WHERE transfer_id = $1', [transferId])).rows).toEqual([{ n: 2 }]);
    expect((await harness.db.query('SELECT count(*)::int AS n FROM voided_transfer_ids')).rows).toEqual([{ n: 1 }]);
    expect(await balanceOf(harness.wallet, userId)).toBe(9_900);
  });

  it('still takes new transfers: a correction is a new transfer', async () => {
    await harness.wallet.call('wallet.void', { transferId, reason: 'paid by mistake' });
    expect(await balanceOf(harness.wallet, userId)).toBe(0);
    const rows = await harness.db.query('SELECT id, amount FROM transfers WHERE id LIKE $1 ORDER BY created_at', [`%${transferId}`]);
    expect(rows.rows).toEqual([
      { id: transferId, amount: 9_900 },
      { id: `void:${transferId}`, amount: 9_900 },
    ]);
  });
});
