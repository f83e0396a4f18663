import type { AdminActor } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, nextRequest, seededAdmin, startAdminHarness } from './support/admin-harness';
import { countRows, rowsOfRequest } from './support/audit-rows';

let harness: AdminHarness;
let chief: AdminActor;
beforeAll(async () => {
  harness = await startAdminHarness('admin_trail');
  chief = await harness.actorFor(seededAdmin.username, seededAdmin.password);
});
afterAll(() => harness?.stop());

const byChief = { admin_id: expect.any(String), admin_username: seededAdmin.username };

describe('balance adjustments', () => {
  it('writes who, why and the balance before and after, and a repeated request moves the money once', async () => {
    const player = await harness.playerWithBonus('adjusted');
    const actor = nextRequest(chief);
    const request = { actor, userId: player.id, amount: 250, reason: 'Tournament prize' };
    await expect(harness.client.call('admin.users.adjust', request)).resolves.toEqual({ userId: player.id, balanceBefore: 3, balance: 253 });
    await expect(harness.client.call('admin.users.adjust', request)).resolves.toEqual({ userId: player.id, balanceBefore: 3, balance: 253 });
    expect(await harness.balance(player.id)).toBe(25_300);

    const rows = await rowsOfRequest(harness.db, actor.requestId);
    expect(rows).toEqual([
      expect.objectContaining({
        ...byChief,
        action: 'adjust-balance',
        target_type: 'user',
        target_id: player.id,
        target_label: player.username,
        reason: 'Tournament prize',
        before: { balance: 3 },
        after: { balance: 253 },
        outcome: 'done',
        error: null,
        client_ip: actor.ip,
      }),
    ]);
    expect(Math.abs(Date.now() - (rows[0]?.at as Date).getTime())).toBeLessThan(60_000);
  });

  it("moves the money once for the panel's retry, which comes with a new request id and the same idempotency key", async () => {
    const player = await harness.playerWithBonus('retried');
    const request = { userId: player.id, amount: 100, reason: 'Refund', idempotencyKey: 'panel-adjust-0001' };
    const first = nextRequest(chief);
    const retry = nextRequest(chief);
    await expect(harness.client.call('admin.users.adjust', { ...request, actor: first })).resolves.toEqual({ userId: player.id, balanceBefore: 3, balance: 103 });
    await expect(harness.client.call('admin.users.adjust', { ...request, actor: retry })).resolves.toEqual({ userId: player.id, balanceBefore: 3, balance: 103 });
    expect(await harness.balance(player.id)).toBe(10_300);
    expect(await rowsOfRequest(harness.db, first.requestId)).toHaveLength(1);
    expect(await rowsOfRequest(harness.db, retry.requestId)).toEqual([]);

    await harness.client.call('admin.users.adjust', { ...request, idempotencyKey: 'panel-adjust-0002', actor: nextRequest(chief) });
    expect(await harness.balance(player.id)).toBe(20_300);
  });

  it('records a refused deduction as failed, with the balance it left untouched', async () => {
    const player = await harness.playerWithBonus('overdrawn');
    const actor = nextRequest(chief);
    await expect(harness.client.call('admin.users.adjust', { actor, userId: player.id, amount: -1000, reason: 'Chargeback' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await harness.balance(player.id)).toBe(300);
    expect(await rowsOfRequest(harness.db, actor.requestId)).toEqual([
      expect.objectContaining({
        action: 'adjust-balance',
        reason: 'Chargeback',
        before: { balance: 3 },
        after: null,
        outcome: 'failed',
        error: expect.stringMatching(/^INSUFFICIENT_FUNDS: /),
      }),
    ]);
  });
});

describe('reviews of money requests', () => {
  let transactionIds = 0;
  const moneyRequest = (player: { id: string; username: string }, amount: number) => ({
    userId: player.id,
    username: player.username,
    amount,
    method: 'easypaisa' as const,
    accountHolderName: 'Ayesha Khan',
    phone: '03001234567',
  });
  /** A deposit with a payment transaction ID of its own: one ID is credited once. */
  const depositRequest = (player: { id: string; username: string }, amount: number) => ({
    ...moneyRequest(player, amount),
    phone: `TX-TRAIL-${(transactionIds += 1)}`,
  });

  it('writes the status before and after an approval and a rejection', async () => {
    const player = await harness.playerWithBonus('reviewed');
    const deposit = await harness.client.call('wallet.deposit.request', depositRequest(player, 100_000));
    const approving = nextRequest(chief);
    await expect(harness.client.call('admin.transactions.review', { actor: approving, transactionId: deposit.id, action: 'approve' })).resolves.toMatchObject({
      status: 'completed',
    });
    const withdrawal = await harness.client.call('wallet.withdrawal.request', moneyRequest(player, 50_000));
    const rejecting = nextRequest(chief);
    await harness.client.call('admin.transactions.review', { actor: rejecting, transactionId: withdrawal.id, action: 'reject' });
    expect(await harness.balance(player.id)).toBe(100_300);

    expect(await rowsOfRequest(harness.db, approving.requestId)).toEqual([
      expect.objectContaining({
        ...byChief,
        action: 'approve-transaction',
        target_id: deposit.id,
        target_label: `deposit of Rs. 1000 by ${player.username}`,
        before: { status: 'pending' },
        after: { status: 'completed' },
        outcome: 'done',
      }),
    ]);
    expect(await rowsOfRequest(harness.db, rejecting.requestId)).toEqual([
      expect.objectContaining({ action: 'reject-transaction', before: { status: 'pending' }, after: { status: 'rejected' }, outcome: 'done' }),
    ]);
  });

  it('tells racing approvals apart: the one that decided the request found it pending, the other completed', async () => {
    const player = await harness.playerWithBonus('raced');
    const deposit = await harness.client.call('wallet.deposit.request', depositRequest(player, 40_000));
    const racing = [nextRequest(chief), nextRequest(chief)];
    await Promise.all(racing.map((actor) => harness.client.call('admin.transactions.review', { actor, transactionId: deposit.id, action: 'approve' })));
    expect(await harness.balance(player.id)).toBe(40_300);
    const rows = (await Promise.all(racing.map((actor) => rowsOfRequest(harness.db, actor.requestId)))).flat();
    expect(rows.map(({ before, after, outcome }) => ({ before, after, outcome }))).toEqual(
      expect.arrayContaining([
        { before: { status: 'pending' }, after: { status: 'completed' }, outcome: 'done' },
        { before: { status: 'completed' }, after: { status: 'completed' }, outcome: 'done' },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('records the refused opposite review as failed and changes nothing', async () => {
    const player = await harness.playerWithBonus('twice');
    const deposit = await harness.client.call('wallet.deposit.request', depositRequest(player, 30_000));
    await harness.client.call('admin.transactions.review', { actor: nextRequest(chief), transactionId: deposit.id, action: 'approve' });
    const actor = nextRequest(chief);
    await expect(harness.client.call('admin.transactions.review', { actor, transactionId: deposit.id, action: 'reject' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await harness.balance(player.id)).toBe(30_300);
    expect(await rowsOfRequest(harness.db, actor.requestId)).toEqual([
      expect.objectContaining({ action: 'reject-transaction', before: { status: 'completed' }, after: null, outcome: 'failed' }),
    ]);
  });
});

describe('searches and reads', () => {
  it('audits a search with what was looked for, and not the list the panel polls', async () => {
    const player = await harness.newPlayer('findable');
    const rowsBefore = await countRows(harness.db);
    const listed = await harness.client.call('admin.users.list', { actor: nextRequest(chief) });
    expect(listed.map((user) => user.username)).toContain(player.username);
    expect(await countRows(harness.db)).toBe(rowsBefore);

    const actor = nextRequest(chief);
    const found = await harness.client.call('admin.users.list', { actor, query: player.username });
    expect(found).toEqual([expect.objectContaining({ id: player.id, username: player.username, balance: expect.any(Number) })]);
    expect(await rowsOfRequest(harness.db, actor.requestId)).toEqual([
      expect.objectContaining({ ...byChief, action: 'search-users', target_label: player.username, before: null, after: { found: 1 }, outcome: 'done' }),
    ]);
  });
});

describe('the admin door', () => {
  it('audits a login, failed logins (a short username too) and a logout with the request id and address', async () => {
    const login = { username: seededAdmin.username, password: seededAdmin.password, client: { ip: '203.0.113.7' }, requestId: 'login-req-1' };
    const session = await harness.client.call('admin.login', login);
    expect(session.user).toMatchObject({ username: seededAdmin.username, isAdmin: true, balance: expect.any(Number) });
    await expect(harness.client.call('admin.login', { ...login, password: 'not-the-password', requestId: 'login-req-2' })).rejects.toMatchObject({ status: 401 });
    await expect(harness.client.call('admin.login', { ...login, username: 'ab', password: 'x', requestId: 'login-req-3' })).rejects.toMatchObject({ status: 401 });
    const { sessionId, userId } = await harness.client.call('auth.session.resolve', { token: session.token });
    const actor = { sessionId, adminId: userId, username: seededAdmin.username, requestId: 'logout-req-1', ip: '203.0.113.7' };
    await harness.client.call('admin.logout', { actor });
    await expect(harness.client.call('auth.session.resolve', { token: session.token })).rejects.toMatchObject({ status: 401 });

    expect(await rowsOfRequest(harness.db, 'login-req-1')).toEqual([
      expect.objectContaining({ admin_id: userId, admin_username: seededAdmin.username, action: 'login', outcome: 'done', client_ip: '203.0.113.7' }),
    ]);
    expect(await rowsOfRequest(harness.db, 'login-req-2')).toEqual([
      expect.objectContaining({ admin_id: null, admin_username: seededAdmin.username, action: 'login-failed', outcome: 'failed', error: 'UNAUTHENTICATED: Invalid admin credentials' }),
    ]);
    expect(await rowsOfRequest(harness.db, 'login-req-3')).toEqual([
      expect.objectContaining({ admin_id: null, admin_username: 'ab', action: 'login-failed', outcome: 'failed', error: 'UNAUTHENTICATED: Invalid admin credentials' }),
    ]);
    expect(await rowsOfRequest(harness.db, 'logout-req-1')).toEqual([expect.objectContaining({ admin_id: userId, action: 'logout', outcome: 'done' })]);
  });
});
