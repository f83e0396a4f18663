import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, freshIp, nextRequest, seededAdmin, startAdminHarness } from './support/admin-harness';
import { rowsOfRequest } from './support/audit-rows';

let harness: AdminHarness;
beforeAll(async () => {
  harness = await startAdminHarness('admin_no_wallet', { wallet: false });
  // A wallet that takes the admin's calls and answers none, as one stuck on its database would.
  for (const subject of ['wallet.balance', 'wallet.adjust']) harness.bus.subscribe(subject, () => undefined, { queue: 'wallet' });
});
afterAll(() => harness?.stop());

describe('the admin service while the wallet does not answer', () => {
  it('lets the admin in with the balance unknown, audited as a login, and the session it opened works', async () => {
    const login = { ...seededAdmin, client: { ip: freshIp() }, requestId: 'login-no-wallet' };
    const session = await harness.client.call('admin.login', login);
    expect(session.user).toMatchObject({ username: seededAdmin.username, isAdmin: true, balance: null });
    await expect(harness.client.call('auth.session.resolve', { token: session.token })).resolves.toMatchObject({ username: seededAdmin.username });
    expect(await rowsOfRequest(harness.db, 'login-no-wallet')).toEqual([
      expect.objectContaining({ admin_id: session.user.id, action: 'login', outcome: 'done', error: null }),
    ]);
  });

  it('records an adjustment the wallet did not answer as of unknown outcome with the reason, never as failed', async () => {
    const chief = await harness.actorFor(seededAdmin.username, seededAdmin.password);
    const player = await harness.newPlayer('unanswered');
    const actor = nextRequest(chief);
    const adjusting = harness.client.call('admin.users.adjust', { actor, userId: player.id, amount: 100, reason: 'Refund' }, { timeoutMs: 15_000 });
    await expect(adjusting).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(await rowsOfRequest(harness.db, actor.requestId)).toEqual([
      expect.objectContaining({
        action: 'adjust-balance',
        target_id: player.id,
        before: { balance: null },
        after: null,
        outcome: 'unknown',
        error: 'TIMEOUT: The service did not answer in time, please try again',
      }),
    ]);
  });
});
