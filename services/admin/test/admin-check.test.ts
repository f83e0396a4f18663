import { type AdminActor, pkrToPaisa } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, nextRequest, seededAdmin, startAdminHarness } from './support/admin-harness';
import { countRows, rowsOfRequest } from './support/audit-rows';

let harness: AdminHarness;
let chief: AdminActor;
beforeAll(async () => {
  harness = await startAdminHarness('admin_check');
  chief = await harness.actorFor(seededAdmin.username, seededAdmin.password);
});
afterAll(() => harness?.stop());

/** One call of every admin subject that needs an admin, for the given actor. */
const everyCall = (actor: AdminActor, userId: string) => [
  harness.client.call('admin.users.list', { actor }),
  harness.client.call('admin.users.list', { actor, query: 'a' }),
  harness.client.call('admin.users.adjust', { actor, userId, amount: 100_000, reason: 'free money' }),
  harness.client.call('admin.users.set-admin', { actor, userId, isAdmin: true }),
  harness.client.call('admin.transactions.pending', { actor }),
  harness.client.call('admin.transactions.review', { actor, transactionId: userId, action: 'approve' }),
  harness.client.call('admin.game.rounds', { actor, gameType: 'crash' }),
  harness.client.call('admin.game.control', { actor, gameType: 'crash', crashPoint: 50 }),
  harness.client.call('admin.games.history', { actor, gameType: 'crash', limit: 20 }),
  harness.client.call('admin.audit.list', { actor, limit: 20 }),
];

describe('every admin call is checked against auth, never against what the caller says', () => {
  it("refuses a player's session even when it names itself an admin, and writes nothing", async () => {
    // The free coins have landed first, so the refused adjustment is the only thing that could move the balance.
    const player = await harness.playerWithBonus('pretender');
    const actor = { ...(await harness.actorFor(player.username, 'secret123', 'player')), username: seededAdmin.username };
    const rowsBefore = await countRows(harness.db);
    for (const call of await Promise.allSettled(everyCall(actor, player.id))) {
      expect(call).toMatchObject({ status: 'rejected', reason: { code: 'FORBIDDEN', message: 'Admin access required' } });
    }
    expect(await countRows(harness.db)).toBe(rowsBefore);
    expect(await harness.balance(player.id)).toBe(pkrToPaisa(3));
    expect(await harness.client.call('auth.user.get', { userId: player.id })).toMatchObject({ isAdmin: false });
  });

  it("refuses an admin's id carried with someone else's session, and a session that ended", async () => {
    const player = await harness.newPlayer('borrower');
    const borrowed = { ...(await harness.actorFor(player.username, 'secret123', 'player')), adminId: chief.adminId };
    await expect(harness.client.call('admin.users.list', { actor: borrowed })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const ended = await harness.actorFor(seededAdmin.username, seededAdmin.password);
    await harness.client.call('admin.logout', { actor: ended });
    await expect(harness.client.call('admin.users.list', { actor: ended })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('admins are people', () => {
  it('grants admin to a player, who can act at once from the admin login, and revokes it, which ends that session', async () => {
    const player = await harness.newPlayer('deputy');
    const playing = await harness.actorFor(player.username, 'secret123', 'player');
    await expect(harness.client.call('admin.users.list', { actor: playing })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const granting = nextRequest(chief);
    await expect(harness.client.call('admin.users.set-admin', { actor: granting, userId: player.id, isAdmin: true })).resolves.toMatchObject({ isAdmin: true });
    const deputy = await harness.actorFor(player.username, 'secret123');
    await expect(harness.client.call('admin.users.list', { actor: deputy })).resolves.toEqual(expect.any(Array));
    await expect(harness.client.call('admin.users.list', { actor: nextRequest(playing) })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const revoking = nextRequest(chief);
    await harness.client.call('admin.users.set-admin', { actor: revoking, userId: player.id, isAdmin: false });
    // The revocation ended the session the admin login opened.
    await expect(harness.client.call('admin.users.list', { actor: nextRequest(deputy) })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    const target = { target_type: 'user', target_id: player.id, target_label: player.username, admin_username: seededAdmin.username, outcome: 'done' };
    expect(await rowsOfRequest(harness.db, granting.requestId)).toEqual([
      expect.objectContaining({ ...target, action: 'grant-admin', before: { isAdmin: false }, after: { isAdmin: true } }),
    ]);
    expect(await rowsOfRequest(harness.db, revoking.requestId)).toEqual([
      expect.objectContaining({ ...target, action: 'revoke-admin', before: { isAdmin: true }, after: { isAdmin: false } }),
    ]);
  });

  it('refuses an admin revoking their own rights, and records the attempt', async () => {
    const actor = nextRequest(chief);
    await expect(harness.client.call('admin.users.set-admin', { actor, userId: chief.adminId, isAdmin: false })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot revoke your own admin rights',
    });
    await expect(harness.client.call('admin.users.list', { actor: nextRequest(chief) })).resolves.toEqual(expect.any(Array));
    expect(await rowsOfRequest(harness.db, actor.requestId)).toEqual([
      expect.objectContaining({ action: 'revoke-admin', before: { isAdmin: true }, after: null, outcome: 'failed', error: 'FORBIDDEN: You cannot revoke your own admin rights' }),
    ]);
  });
});
