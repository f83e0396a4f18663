import { messages } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

let auth: AuthUnderTest;

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_register_login', transport: 'nats' });
});
afterAll(async () => {
  await auth?.stop();
});

const register = (username: string, password = 'secret123', phone = '03001234567') =>
  auth.client.call('auth.register', { username, password, phone, dateOfBirth: '1990-01-01', client: freshClient() });
const login = (username: string, password: string) =>
  auth.client.call('auth.login', { username, password, client: freshClient() });

describe('registering and logging in over NATS', () => {
  it('answers its health check with a reachable database', async () => {
    await expect(auth.client.call('auth.health', {})).resolves.toEqual({ service: 'auth', database: true });
  });

  it('registers a player who can then log in with the same password', async () => {
    const registered = await register('ayesha', 'secret123', '03001234567');
    expect(registered.user).toMatchObject({
      username: 'ayesha',
      isAdmin: false,
      phone: '03001234567',
      avatarColor: 'blue',
      selectedAccessories: '[]',
      avatarAccessories: '[]',
      dateOfBirthRequired: false,
    });
    expect(new Date(registered.user.createdAt).toISOString()).toBe(registered.user.createdAt);
    expect(Date.parse(registered.expiresAt)).toBeGreaterThan(Date.now() + 167 * 3_600_000);

    const loggedIn = await login('ayesha', 'secret123');
    expect(loggedIn.user).toEqual(registered.user);
    expect(loggedIn.token).not.toBe(registered.token);
    const session = await auth.client.call('auth.session.resolve', { token: loggedIn.token });
    expect(session).toMatchObject({ userId: registered.user.id, username: 'ayesha', isAdmin: false });
  });

  it('logs in whatever the letter case of the username', async () => {
    const { user } = await register('BilalKhan');
    await expect(login('bilalkhan', 'secret123')).resolves.toMatchObject({ user: { id: user.id, username: 'BilalKhan' } });
  });

  it("refuses a username or password shorter than the spec's minimum with its exact message", async () => {
    await expect(register('ab')).rejects.toMatchObject({ code: 'VALIDATION', status: 400, message: messages.usernameShort });
    await expect(register('validname', '12345')).rejects.toMatchObject({ status: 400, message: messages.passwordShort });
    await expect(login('ab', 'secret123')).rejects.toMatchObject({ status: 400, message: 'Username must be at least 3 characters' });
    await expect(login('validname', '12345')).rejects.toMatchObject({ status: 400, message: 'Password must be at least 6 characters' });
  });

  it('refuses a username that is taken, also in another letter case', async () => {
    await register('zara_k');
    const taken = { code: 'CONFLICT', status: 409, message: 'Username already exists' };
    await expect(register('zara_k', 'another1')).rejects.toMatchObject(taken);
    await expect(register('ZARA_K', 'another1')).rejects.toMatchObject(taken);
    const listed = await auth.client.call('auth.users.list', { query: 'zara_k' });
    expect(listed.map((user) => user.username)).toEqual(['zara_k']);
  });

  it('answers a wrong password and an unknown username with the same words', async () => {
    await register('hamza');
    const refused = { code: 'UNAUTHENTICATED', status: 401, message: 'Invalid username or password' };
    await expect(login('hamza', 'wrong-password')).rejects.toMatchObject(refused);
    await expect(login('nobody-here', 'secret123')).rejects.toMatchObject(refused);
  });

  it('ignores fields it does not know, so older and newer clients keep working', async () => {
    const request = { username: 'fatima', password: 'secret123', phone: '', dateOfBirth: '1990-01-01', client: freshClient(), referral: 'x', theme: 'dark' };
    const { user } = await auth.client.call('auth.register', request);
    expect(user.username).toBe('fatima');
    const loginWithExtras = { ...request, rememberMe: true };
    await expect(auth.client.call('auth.login', loginWithExtras)).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('looks up a user by id and says when there is none', async () => {
    const { user } = await register('usman');
    await expect(auth.client.call('auth.user.get', { userId: user.id })).resolves.toEqual(user);
    await expect(auth.client.call('auth.user.get', { userId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('keeps only argon2id hashes: the plain password is nowhere in the database', async () => {
    const password = 'PlainTextNeedle42';
    const { user } = await register('hina', password);
    await login('hina', password);
    const stored = await auth.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(stored.rows[0]?.password_hash.startsWith('$argon2id$')).toBe(true);
    for (const table of ['users', 'sessions', 'outbox', 'rate_limit_counters']) {
      const rows = await auth.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`);
      expect(rows.rows.length).toBeGreaterThan(0);
      expect(rows.rows.filter((row) => row.row.includes(password))).toEqual([]);
    }
  });
});
