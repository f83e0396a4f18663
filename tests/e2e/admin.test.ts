import type { AuditPage, PublicUser } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client';
import { adminSession, balanceOf, newPlayer } from './support/players';
import { e2eAdmin } from './support/stacks';
import { type SharedStack, sharedStack } from './support/shared-stack';

describe('the admin service in the distributed topology', () => {
  let stack: SharedStack;
  let admin: HttpClient;
  beforeAll(async () => {
    stack = await sharedStack();
    admin = await adminSession(stack.gatewayUrl);
  });
  afterAll(async () => {
  });

  const audit = async (query: string) => {
    const page = await admin.get<AuditPage>(`/api/admin/audit?${query}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return page.body;
  };

  it('adjusts a balance once however often the same request is sent, and the log shows who, why, before and after', async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const requestId = `adjust-${Date.now()}`;
    const send = () => admin.request('POST', `/api/admin/users/${user.id}/balance`, { amount: 500, reason: 'Cricket final prize' }, { 'x-request-id': requestId });
    const [first, again] = [await send(), await send()];
    expect(first).toMatchObject({ status: 200, body: { balanceBefore: 3, balance: 503 } });
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(player)).toBe(503);

    const { entries } = await audit('action=adjust-balance&limit=5');
    expect(entries.filter((entry) => entry.requestId === requestId)).toEqual([
      expect.objectContaining({
        adminUsername: e2eAdmin.username,
        action: 'adjust-balance',
        targetId: user.id,
        targetLabel: user.username,
        reason: 'Cricket final prize',
        before: { balance: 3 },
        after: { balance: 503 },
        outcome: 'done',
        clientIp: expect.stringMatching(/127\.0\.0\.1/),
      }),
    ]);
  });

  it('records failed and successful admin logins', async () => {
    const stranger = new HttpClient(stack.gatewayUrl);
    const refused = await stranger.post<{ message: string }>('/api/admin/login', { username: e2eAdmin.username, password: 'guessed-wrong' });
    expect(refused).toMatchObject({ status: 401, body: { message: 'Invalid admin credentials' } });
    const [failed] = (await audit('action=login-failed&limit=1')).entries;
    expect(failed).toMatchObject({ adminId: null, adminUsername: e2eAdmin.username, outcome: 'failed', error: 'UNAUTHENTICATED: Invalid admin credentials' });
    const logins = (await audit('action=login&limit=20')).entries;
    expect(logins.length).toBeGreaterThanOrEqual(1);
  });

  it('makes a player an admin and takes it back: the revoked admin is refused at once on every gateway', async () => {
    // The second gateway behind the balancer, asked directly.
    const secondUrl = stack.gatewayUrls[1]!;

    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const granted = await admin.post<PublicUser>(`/api/admin/users/${user.id}/admin`, { isAdmin: true });
    expect(granted).toMatchObject({ status: 200, body: { isAdmin: true } });
    // Admin rights come with a session of the admin login only: the player's own session stays a player's.
    expect((await player.get('/api/admin/auth-check')).body).toEqual({ isAdmin: false });
    const deputy = new HttpClient(stack.gatewayUrl);
    expect((await deputy.post('/api/admin/login', { username: user.username, password: 'player-pass' })).status).toBe(200);
    const onSecond = new HttpClient(secondUrl);
    onSecond.setCookieHeader(deputy.cookieHeader());
    expect((await onSecond.get('/api/admin/users')).status).toBe(200);
    expect((await deputy.get('/api/admin/auth-check')).body).toEqual({ isAdmin: true });

    const revoked = await admin.post<PublicUser>(`/api/admin/users/${user.id}/admin`, { isAdmin: false });
    expect(revoked).toMatchObject({ status: 200, body: { isAdmin: false } });
    // The revocation ended the admin login's session: it is signed out on every gateway.
    expect((await onSecond.get('/api/admin/users')).status).toBe(401);
    expect((await deputy.get('/api/admin/transactions')).status).toBe(401);
    expect((await onSecond.get('/api/admin/auth-check')).body).toEqual({ isAdmin: false });

    const own = await admin.get<{ id: string }>('/api/user');
    const selfRevoke = await admin.post<{ message: string }>(`/api/admin/users/${own.body.id}/admin`, { isAdmin: false });
    expect(selfRevoke).toMatchObject({ status: 403, body: { message: 'You cannot revoke your own admin rights' } });

    const rights = (await audit(`adminId=${own.body.id}&limit=3`)).entries.map((entry) => [entry.action, entry.before, entry.after, entry.outcome]);
    expect(rights).toEqual([
      ['revoke-admin', { isAdmin: true }, null, 'failed'],
      ['revoke-admin', { isAdmin: true }, { isAdmin: false }, 'done'],
      ['grant-admin', { isAdmin: false }, { isAdmin: true }, 'done'],
    ]);
  });
});
