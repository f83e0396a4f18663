import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, freshClient, startAuthUnderTest, testSecret } from './auth-under-test';

let auth: AuthUnderTest;

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_sessions' });
});
afterAll(async () => {
  await auth?.stop();
});

const notLoggedIn = { code: 'UNAUTHENTICATED', status: 401, message: 'Not logged in' };
const resolve = (token: string) => auth.client.call('auth.session.resolve', { token });
const register = (username: string) =>
  auth.client.call('auth.register', { username, password: 'secret123', phone: '', dateOfBirth: '1990-01-01', client: freshClient() });
const login = (username: string) =>
  auth.client.call('auth.login', { username, password: 'secret123', client: freshClient() });
const claimsOf = (token: string) => jwt.decode(token) as { sub: string; sid: string; exp: number };

describe('sessions', () => {
  it('refuses the old token after logout, on every later check, and logging out twice is harmless', async () => {
    const { token } = await register('sana');
    const { sessionId } = await resolve(token);
    await expect(auth.client.call('auth.logout', { sessionId })).resolves.toEqual({ ok: true });
    await expect(resolve(token)).rejects.toMatchObject(notLoggedIn);
    await expect(auth.client.call('auth.logout', { sessionId })).resolves.toEqual({ ok: true });
    await expect(resolve(token)).rejects.toMatchObject(notLoggedIn);
  });

  it('logs out one device only: another session of the same player stays valid', async () => {
    const phone = await register('kamran');
    const laptop = await login('kamran');
    await auth.client.call('auth.logout', { sessionId: (await resolve(phone.token)).sessionId });
    await expect(resolve(laptop.token)).resolves.toMatchObject({ userId: phone.user.id, username: 'kamran' });
  });

  it('refuses a token whose user was swapped after signing', async () => {
    const victim = await register('nadia');
    const attacker = await register('omar');
    const [header, , signature] = attacker.token.split('.');
    const swapped = Buffer.from(JSON.stringify({ ...claimsOf(attacker.token), sub: victim.user.id })).toString('base64url');
    await expect(resolve(`${header}.${swapped}.${signature}`)).rejects.toMatchObject(notLoggedIn);
    await expect(resolve(`${attacker.token}x`)).rejects.toMatchObject(notLoggedIn);
    await expect(resolve('not-a-token')).rejects.toMatchObject(notLoggedIn);
  });

  it('refuses a token signed with another secret or naming another user’s session', async () => {
    const first = await register('rehan');
    const second = await register('saima');
    const claims = claimsOf(first.token);
    await expect(resolve(jwt.sign(claims, 'some-other-secret-that-is-long-enough!!'))).rejects.toMatchObject(notLoggedIn);
    const crossed = jwt.sign({ ...claims, sub: second.user.id }, testSecret);
    await expect(resolve(crossed)).rejects.toMatchObject(notLoggedIn);
    await expect(resolve(jwt.sign(claims, testSecret))).resolves.toMatchObject({ userId: first.user.id });
  });

  it('refuses an expired token even though its session was never revoked', async () => {
    const { token } = await register('tariq');
    const expired = jwt.sign({ ...claimsOf(token), exp: Math.floor(Date.now() / 1000) - 5 }, testSecret);
    await expect(resolve(expired)).rejects.toMatchObject(notLoggedIn);
    await expect(resolve(token)).resolves.toMatchObject({ username: 'tariq' });
  });

  it('refuses a token once its stored session has expired', async () => {
    const { token } = await register('uzma');
    await auth.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [claimsOf(token).sid]);
    await expect(resolve(token)).rejects.toMatchObject(notLoggedIn);
  });

  it('stores each session with the expiry its token carries', async () => {
    const { token, expiresAt } = await register('waqar');
    const { sid, exp } = claimsOf(token);
    const stored = await auth.db.query<{ expires_at: Date }>('SELECT expires_at FROM sessions WHERE id = $1', [sid]);
    expect(stored.rows[0]?.expires_at.toISOString()).toBe(expiresAt);
    expect(exp * 1000).toBe(Date.parse(expiresAt));
  });

  it('answers sessions asked about together each on its own: the live ones, and the refused ones refused', async () => {
    const players = await Promise.all(['yasir', 'zara', 'aamir', 'bushra', 'danish', 'erum'].map(register));
    const [revoked, expired, crossed] = players.slice(3);
    await auth.client.call('auth.logout', { sessionId: claimsOf(revoked!.token).sid });
    await auth.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [claimsOf(expired!.token).sid]);
    const crossedToken = jwt.sign({ ...claimsOf(crossed!.token), sub: players[0]!.user.id }, testSecret);
    const notUuid = jwt.sign({ ...claimsOf(players[0]!.token), sid: 'not-a-session-id' }, testSecret);
    const tokens = [...players.map((player) => player.token), crossedToken, notUuid];
    const answers = await Promise.all(tokens.map((token) => resolve(token).then((session) => session.username, (error: { code: string }) => error.code)));
    expect(answers).toEqual(['yasir', 'zara', 'aamir', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'erum', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });

  it('checks the sessions a gateway keeps together, each answered in order as stored now', async () => {
    const [live, loggedOut, other] = await Promise.all(['farah', 'ghazal', 'hamza'].map(register));
    const keyOf = (token: string) => ({ sessionId: claimsOf(token).sid, userId: claimsOf(token).sub });
    await auth.client.call('auth.logout', { sessionId: keyOf(loggedOut!.token).sessionId });
    const crossed = { ...keyOf(other!.token), userId: live!.user.id };
    const { sessions } = await auth.client.call('auth.sessions.check', {
      sessions: [keyOf(live!.token), keyOf(loggedOut!.token), crossed, keyOf(other!.token)],
    });
    expect(sessions.map((session) => session?.username ?? null)).toEqual(['farah', null, null, 'hamza']);
  });
});
