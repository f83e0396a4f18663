import { setTimeout as sleep } from 'node:timers/promises';
import type { NatsBus } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN, type GatewayUnderTest } from './support/gateway-under-test';
import { type GatewaysOnOneBus, startGatewaysOnOneBus } from './support/gateways-on-one-bus';
import { loginAdmin, registerPlayer, sessionCookieOf } from './support/http-session';
import { connectLive } from './support/live-client';
import { testAdmin } from './support/services';

/**
 * Two gateways keeping verified sessions (and a third keeping none) and the services, each on its own connection
 * to a real nats-server of this suite alone, as in the distributed run. A spy on another connection hears every
 * `auth.session.resolve` request without answering it.
 */
let suite: GatewaysOnOneBus;
let first: GatewayUnderTest;
let second: GatewayUnderTest;
let uncached: GatewayUnderTest;
let shortLived: GatewayUnderTest;
let spy: NatsBus;
const resolvesOf = new Map<string, number>();
/** Every session a gateway asked auth about again, by id, as it renews what it keeps. */
const renewalsOf = new Map<string, number>();

/** The short-lived gateway keeps an answer this long: renewed from halfway, after a second's wait for others. */
const SHORT_CACHE_MS = 4_000;
let adminCookie: string;

beforeAll(async () => {
  suite = await startGatewaysOnOneBus('session_cache', [{}, {}, { SESSION_CACHE_MS: '0' }, { SESSION_CACHE_MS: String(SHORT_CACHE_MS) }]);
  [first, second, uncached, shortLived] = suite.gateways as [GatewayUnderTest, GatewayUnderTest, GatewayUnderTest, GatewayUnderTest];
  spy = await suite.connect('resolve-spy');
  spy.subscribe('auth.session.resolve', (payload) => {
    const { token } = payload as { token: string };
    resolvesOf.set(token, (resolvesOf.get(token) ?? 0) + 1);
  });
  spy.subscribe('auth.sessions.check', (payload) => {
    for (const { sessionId } of (payload as { sessions: Array<{ sessionId: string }> }).sessions) {
      renewalsOf.set(sessionId, (renewalsOf.get(sessionId) ?? 0) + 1);
    }
  });
  await spy.flush();
  adminCookie = await loginAdmin(first.url, testAdmin);
});
afterAll(() => suite?.stop());

const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice('session='.length));
/** The session a cookie names: its token's `sid` claim. */
const sessionIdOf = (cookie: string): string => JSON.parse(Buffer.from(tokenOf(cookie).split('.')[1] ?? '', 'base64url').toString()).sid;

/** How many times auth was asked about this cookie so far: every request sent before now has reached the spy. */
async function resolveCount(cookie: string): Promise<number> {
  await spy.flush();
  return resolvesOf.get(tokenOf(cookie)) ?? 0;
}

/** Polls until the call answers `status`; answers how long that took from `since`. */
async function msUntil(since: number, status: number, call: () => Promise<request.Response>): Promise<number> {
  let last: request.Response | undefined;
  await vi.waitFor(async () => {
    last = await call();
    expect(last.status).toBe(status);
  }, { timeout: 3_000, interval: 20 });
  return Date.now() - since;
}

describe('verified sessions kept by the gateway', () => {
  it('never asks auth about a cookie it handed out, asks another gateway once, and asks on every call with the cache off', async () => {
    const { cookie, username } = await registerPlayer(first.url, 'nadia');
    for (let call = 0; call < 10; call += 1) {
      expect((await request(first.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    }
    expect(await resolveCount(cookie)).toBe(0);

    await Promise.all(Array.from({ length: 5 }, () => request(second.url).get('/api/user').set('Cookie', cookie).expect(200)));
    expect(await resolveCount(cookie)).toBe(1);

    for (let call = 0; call < 5; call += 1) await request(uncached.url).get('/api/user').set('Cookie', cookie).expect(200);
    expect(await resolveCount(cookie)).toBe(6);

    const secondCookie = sessionCookieOf(await request(second.url).post('/api/login').send({ username, password: 'secret123' }).expect(200));
    await request(second.url).get('/api/user').set('Cookie', secondCookie).expect(200);
    expect(await resolveCount(secondCookie)).toBe(0);
  });

  it('renews a session in use before its answer runs out, so a player who keeps playing never waits on auth', async () => {
    const { cookie } = await registerPlayer(shortLived.url, 'hina');
    const loggedInAt = Date.now();
    const sessionId = sessionIdOf(cookie);
    await sleep(loggedInAt + SHORT_CACHE_MS / 2 + 100 - Date.now());
    await request(shortLived.url).get('/api/user').set('Cookie', cookie).expect(200);
    await vi.waitFor(async () => {
      await spy.flush();
      expect(renewalsOf.get(sessionId)).toBe(1);
    }, { timeout: SHORT_CACHE_MS / 2, interval: 50 });
    await sleep(loggedInAt + SHORT_CACHE_MS + 500 - Date.now());
    await request(shortLived.url).get('/api/user').set('Cookie', cookie).expect(200);
    expect(await resolveCount(cookie)).toBe(0);
  });

  it('asks auth again about a refused cookie every time', async () => {
    const forged = 'session=forged.token.value';
    for (let call = 0; call < 3; call += 1) {
      const response = await request(first.url).get('/api/user').set('Cookie', forged);
      expect(response.status).toBe(401);
    }
    expect(await resolveCount(forged)).toBe(3);
  });

  it('asks auth once about a refused cookie on a bet, answers 401 and clears the cookie', async () => {
    const forged = 'session=forged.bet.token';
    const response = await request(first.url)
      .post('/api/bet')
      .set('Origin', APP_ORIGIN)
      .set('Cookie', forged)
      .send({ amount: 10, gameType: 'crash' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Not logged in');
    expect(response.headers['set-cookie']?.[0]).toMatch(/^session=;/);
    expect(await resolveCount(forged)).toBe(1);
  });

  it('refuses a session logged out on one gateway on the other within a second, though the other had it', async () => {
    const { cookie } = await registerPlayer(first.url, 'omar');
    await request(second.url).get('/api/user').set('Cookie', cookie).expect(200);
    await request(second.url).get('/api/user').set('Cookie', cookie).expect(200);
    expect(await resolveCount(cookie)).toBe(1);

    await request(first.url).post('/api/logout').set('Cookie', cookie).expect(200);
    const loggedOutAt = Date.now();
    const onFirst = await request(first.url).get('/api/user').set('Cookie', cookie);
    expect(onFirst.status).toBe(401);
    expect(onFirst.body.message).toBe('Not logged in');

    const elapsed = await msUntil(loggedOutAt, 401, () => request(second.url).get('/api/user').set('Cookie', cookie));
    expect(elapsed).toBeLessThan(1_000);
    const refused = await request(second.url).get('/api/user').set('Cookie', cookie);
    expect(refused.body.message).toBe('Not logged in');
  });

  it("closes a logged-out session's sockets on every gateway within a second, and no one else's", async () => {
    const [leaving, staying] = [await registerPlayer(first.url, 'sana'), await registerPlayer(first.url, 'tariq')];
    const [onFirst, onSecond, other] = await Promise.all([
      connectLive(first.wsUrl, { cookie: leaving.cookie }),
      connectLive(second.wsUrl, { cookie: leaving.cookie }),
      connectLive(second.wsUrl, { cookie: staying.cookie }),
    ]);

    await request(first.url).post('/api/logout').set('Cookie', leaving.cookie).expect(200);
    const loggedOutAt = Date.now();
    const tooLate = new Promise((resolve) => setTimeout(() => resolve('still open after a second'), 1_000).unref());
    for (const socket of [onFirst, onSecond]) {
      await expect(Promise.race([socket.closed, tooLate])).resolves.toEqual({ code: 4001, reason: 'Session ended' });
    }
    expect(Date.now() - loggedOutAt).toBeLessThan(1_000);

    other.send({ type: 'ping', timestamp: Date.now() });
    await expect(other.next((message) => message.type === 'pong')).resolves.toMatchObject({ type: 'pong' });
    await other.close();
  });

  it('signs out, within a second on another gateway, the admin login session of a user whose admin right was revoked', async () => {
    const { username, user } = await registerPlayer(first.url, 'zainab');
    await request(first.url).post(`/api/admin/users/${user.id}/admin`).set('Cookie', adminCookie).send({ isAdmin: true }).expect(200);
    const cookie = await loginAdmin(first.url, { username, password: 'secret123' });
    await vi.waitFor(async () => {
      const check = await request(second.url).get('/api/admin/auth-check').set('Cookie', cookie);
      expect(check.body).toEqual({ isAdmin: true });
    }, { timeout: 1_000, interval: 20 });
    await request(second.url).get('/api/admin/users').set('Cookie', cookie).expect(200);

    await request(first.url).post(`/api/admin/users/${user.id}/admin`).set('Cookie', adminCookie).send({ isAdmin: false }).expect(200);
    const revokedAt = Date.now();
    const elapsed = await msUntil(revokedAt, 401, () => request(second.url).get('/api/admin/users').set('Cookie', cookie));
    expect(elapsed).toBeLessThan(1_000);
    const check = await request(second.url).get('/api/admin/auth-check').set('Cookie', cookie);
    expect(check.body).toEqual({ isAdmin: false });
    // The revocation ended the session the admin login opened.
    await request(second.url).get('/api/user').set('Cookie', cookie).expect(401);
  });
});
