import type { AdminActor } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, nextRequest, seededAdmin, startAdminHarness } from './support/admin-harness';
import { rowsOfRequest } from './support/audit-rows';

let harness: AdminHarness;
let chief: AdminActor;
beforeAll(async () => {
  harness = await startAdminHarness('admin_adjust_key');
  chief = await harness.actorFor(seededAdmin.username, seededAdmin.password);
});
afterAll(() => harness?.stop());

const reused = { code: 'CONFLICT', status: 409, message: 'This Idempotency-Key was already used for a different request' };

describe('an Idempotency-Key reused for a different adjustment', () => {
  it.each([
    ['amount', { amount: 999 }],
    ['reason', { reason: 'Another prize' }],
  ] as [string, { amount?: number; reason?: string }][])('is refused when the %s differs, moves nothing and is audited as failed', async (_field, change) => {
    const player = await harness.playerWithBonus('keyed');
    const first = { userId: player.id, amount: 100, reason: 'Tournament prize', idempotencyKey: `adjust-${player.id}` };
    await harness.client.call('admin.users.adjust', { ...first, actor: nextRequest(chief) });

    const actor = nextRequest(chief);
    await expect(harness.client.call('admin.users.adjust', { ...first, ...change, actor })).rejects.toMatchObject(reused);
    expect(await harness.balance(player.id)).toBe(10_300);
    expect(await rowsOfRequest(harness.db, actor.requestId)).toEqual([
      expect.objectContaining({
        action: 'adjust-balance',
        target_id: player.id,
        target_label: player.username,
        reason: change.reason ?? first.reason,
        before: { balance: 103 },
        after: null,
        outcome: 'failed',
        error: `CONFLICT: ${reused.message}`,
      }),
    ]);
  });

  it('is refused for another player, whose balance stays as it was', async () => {
    const [player, other] = [await harness.playerWithBonus('first'), await harness.playerWithBonus('other')];
    const request = { amount: 100, reason: 'Refund', idempotencyKey: `adjust-${player.id}` };
    await harness.client.call('admin.users.adjust', { ...request, userId: player.id, actor: nextRequest(chief) });

    const actor = nextRequest(chief);
    await expect(harness.client.call('admin.users.adjust', { ...request, userId: other.id, actor })).rejects.toMatchObject(reused);
    expect([await harness.balance(player.id), await harness.balance(other.id)]).toEqual([10_300, 300]);
    expect(await rowsOfRequest(harness.db, actor.requestId)).toEqual([
      expect.objectContaining({ target_id: other.id, target_label: other.username, outcome: 'failed', error: `CONFLICT: ${reused.message}` }),
    ]);
  });
});
