import { type AdminActor, endpoints } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, nextRequest, seededAdmin, startAdminHarness } from './support/admin-harness';
import { rowsOfRequest } from './support/audit-rows';

let harness: AdminHarness;
let chief: AdminActor;
beforeAll(async () => {
  harness = await startAdminHarness('admin_self_exclusion');
  chief = await harness.actorFor(seededAdmin.username, seededAdmin.password);
});
afterAll(() => harness?.stop());

const monthsFromNow = (months: number) => {
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.getTime();
};

describe("an admin's self-exclusion of a player", () => {
  it('writes who, why, and the end before and after to the audit log, and shows it read-only in the users list', async () => {
    const player = await harness.newPlayer('excluded_by_admin');
    const actor = nextRequest(chief);
    const reply = await harness.client.call('admin.users.self-exclude', { actor, userId: player.id, period: '1y', reason: 'Family asked, confirmed by phone' });
    expect(Math.abs(Date.parse(reply.selfExcludedUntil!) - monthsFromNow(12))).toBeLessThan(60_000);

    expect(await rowsOfRequest(harness.db, actor.requestId)).toEqual([
      expect.objectContaining({
        admin_id: chief.adminId,
        admin_username: seededAdmin.username,
        action: 'self-exclude',
        target_type: 'user',
        target_id: player.id,
        target_label: player.username,
        reason: 'Family asked, confirmed by phone',
        before: { selfExcludedUntil: null },
        after: { period: '1y', selfExcludedUntil: reply.selfExcludedUntil },
        outcome: 'done',
      }),
    ]);
    const { changes } = await harness.client.call('auth.protection.history', { userId: player.id });
    expect(changes).toEqual([expect.objectContaining({ change: 'self-exclusion', until: reply.selfExcludedUntil, by: 'admin' })]);

    const listed = await harness.client.call('admin.users.list', { actor: nextRequest(chief) });
    expect(listed.find((user) => user.id === player.id)?.protection).toEqual(reply);
  });

  it('can be made longer but no call lifts or shortens it, the admin’s or the player’s', async () => {
    const player = await harness.newPlayer('never_lifted');
    const longest = await harness.client.call('admin.users.self-exclude', { actor: nextRequest(chief), userId: player.id, period: '5y', reason: 'Asked in writing' });
    const shorter = nextRequest(chief);
    await expect(harness.client.call('admin.users.self-exclude', { actor: shorter, userId: player.id, period: '6m', reason: 'Trying to shorten' })).resolves.toEqual(longest);
    expect(await rowsOfRequest(harness.db, shorter.requestId)).toEqual([
      expect.objectContaining({ before: { selfExcludedUntil: longest.selfExcludedUntil }, after: { period: '6m', selfExcludedUntil: longest.selfExcludedUntil } }),
    ]);
    await harness.client.call('auth.protection.self-exclude', { userId: player.id, period: '6m', byAdmin: null });
    await harness.client.call('auth.protection.break', { userId: player.id, period: '24h' });
    await expect(harness.client.call('auth.protection.get', { userId: player.id })).resolves.toMatchObject({ selfExcludedUntil: longest.selfExcludedUntil });
    // The only admin call about a player's protection is the exclusion itself.
    expect(Object.keys(endpoints).filter((subject) => subject.startsWith('admin.') && /exclu|protection|limit|break/.test(subject))).toEqual(['admin.users.self-exclude']);
  });

  it('is refused without a reason, and for a session without admin rights', async () => {
    const player = await harness.newPlayer('not_excluded');
    await expect(harness.client.call('admin.users.self-exclude', { actor: nextRequest(chief), userId: player.id, period: '6m', reason: '  ' })).rejects.toMatchObject({ code: 'VALIDATION' });
    const outsider = await harness.actorFor(player.username, 'secret123', 'player');
    await expect(harness.client.call('admin.users.self-exclude', { actor: outsider, userId: player.id, period: '6m', reason: 'No rights' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(harness.client.call('auth.protection.get', { userId: player.id })).resolves.toMatchObject({ selfExcludedUntil: null });
  });
});
