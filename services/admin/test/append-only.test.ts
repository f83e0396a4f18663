import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, nextRequest, seededAdmin, startAdminHarness } from './support/admin-harness';
import { countRows, rowsOfRequest } from './support/audit-rows';

let harness: AdminHarness;
let requestId: string;
beforeAll(async () => {
  harness = await startAdminHarness('admin_append_only');
  const actor = nextRequest(await harness.actorFor(seededAdmin.username, seededAdmin.password));
  const player = await harness.newPlayer('target');
  await harness.client.call('admin.users.adjust', { actor, userId: player.id, amount: 100, reason: 'Welcome gift' });
  requestId = actor.requestId;
});
afterAll(() => harness?.stop());

// The harness connects as the database superuser: the strongest role there is, and still refused.
describe('the audit log is append-only for every role', () => {
  const tamperings = [
    ['rewrite the reason of a row', () => harness.db.query(`UPDATE audit_log SET reason = 'nothing happened' WHERE request_id = $1`, [requestId])],
    ['rewrite the values after', () => harness.db.query(`UPDATE audit_log SET after = '{"balance": 0}'`)],
    ['delete a row', () => harness.db.query('DELETE FROM audit_log WHERE request_id = $1', [requestId])],
    ['delete every row', () => harness.db.query('DELETE FROM audit_log')],
    ['truncate the log', () => harness.db.query('TRUNCATE audit_log')],
  ] as const;

  it.each(tamperings)('refuses to %s', async (_what, tamper) => {
    const rowsBefore = await countRows(harness.db);
    await expect(tamper()).rejects.toThrow(/append-only/);
    expect(await countRows(harness.db)).toBe(rowsBefore);
    expect(await rowsOfRequest(harness.db, requestId)).toEqual([expect.objectContaining({ reason: 'Welcome gift', after: { balance: expect.any(Number) }, outcome: 'done' })]);
  });
});
