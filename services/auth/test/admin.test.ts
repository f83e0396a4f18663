import { ADMIN_USERS_LIST_CAP } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

let auth: AuthUnderTest;
const admin = { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'admin-pass-1' };

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_admin', env: admin });
});
afterAll(async () => {
  await auth?.stop();
});

const adminLogin = (username: string, password: string) =>
  auth.client.call('auth.admin-login', { username, password, client: freshClient() });
const register = (username: string) =>
  auth.client.call('auth.register', { username, password: 'secret123', phone: '', dateOfBirth: '1990-01-01', client: freshClient() });
const refused = { code: 'UNAUTHENTICATED', status: 401, message: 'Invalid admin credentials' };

describe('the admin account', () => {
  it('is created from configuration and opens the admin login', async () => {
    const session = await adminLogin('chief', 'admin-pass-1');
    expect(session.user).toMatchObject({ username: 'chief', isAdmin: true });
    await expect(auth.client.call('auth.session.resolve', { token: session.token })).resolves.toMatchObject({
      username: 'chief',
      isAdmin: true,
    });
  });

  it('keeps the admin door shut for players, even with their right password', async () => {
    await register('player_one');
    await expect(adminLogin('player_one', 'secret123')).rejects.toMatchObject(refused);
    await expect(adminLogin('chief', 'wrong-pass-1')).rejects.toMatchObject(refused);
    await expect(adminLogin('no_such_admin', 'admin-pass-1')).rejects.toMatchObject(refused);
    // what the player login would refuse as too short is, at the admin door, only a wrong login
    await expect(adminLogin('ch', 'x')).rejects.toMatchObject(refused);
    await expect(auth.client.call('auth.login', { username: 'player_one', password: 'secret123', client: freshClient() })).resolves.toBeTruthy();
  });

  it('takes a changed password from configuration at the next start without a second account', async () => {
    await auth.restart({ ADMIN_PASSWORD: 'rotated-pass-2' });
    await expect(adminLogin('chief', 'admin-pass-1')).rejects.toMatchObject(refused);
    await expect(adminLogin('chief', 'rotated-pass-2')).resolves.toMatchObject({ user: { isAdmin: true } });
    const chiefs = await auth.client.call('auth.users.list', { query: 'chief' });
    expect(chiefs).toHaveLength(1);
  });

  it('promotes an existing player named in configuration to admin', async () => {
    const { user } = await register('promoted');
    expect(user.isAdmin).toBe(false);
    await auth.restart({ ADMIN_USERNAME: 'Promoted', ADMIN_PASSWORD: 'promoted-pass' });
    await expect(adminLogin('promoted', 'promoted-pass')).resolves.toMatchObject({ user: { id: user.id, isAdmin: true } });
  });
});

describe('the admin user list', () => {
  it('lists users newest first and finds them by any part of the name in any case', async () => {
    for (const name of ['Karachi_Kid', 'lahori_king', 'QUETTA_STAR']) await register(name);
    const all = await auth.client.call('auth.users.list', {});
    expect(all.slice(0, 3).map((user) => user.username)).toEqual(['QUETTA_STAR', 'lahori_king', 'Karachi_Kid']);
    const found = await auth.client.call('auth.users.list', { query: 'K' });
    expect(found.map((user) => user.username)).toEqual(['lahori_king', 'Karachi_Kid']);
    expect((await auth.client.call('auth.users.list', { query: 'star' })).map((user) => user.username)).toEqual(['QUETTA_STAR']);
    await expect(auth.client.call('auth.users.list', { query: 'nobody-matches' })).resolves.toEqual([]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    await register('under_score');
    await register('underscore');
    const found = await auth.client.call('auth.users.list', { query: 'r_s' });
    expect(found.map((user) => user.username)).toEqual(['under_score']);
    await expect(auth.client.call('auth.users.list', { query: '%' })).resolves.toEqual([]);
  });

  it('lists only the newest ADMIN_USERS_LIST_CAP users, and a search still finds an older one', async () => {
    const { user } = await register('before_the_crowd');
    await auth.db.query(
      `INSERT INTO users (id, username, password_hash) SELECT gen_random_uuid(), 'crowd_' || n, 'not-a-hash' FROM generate_series(1, $1) AS n`,
      [ADMIN_USERS_LIST_CAP],
    );
    const all = await auth.client.call('auth.users.list', {});
    expect(all).toHaveLength(ADMIN_USERS_LIST_CAP);
    expect(all.every((listed) => listed.username.startsWith('crowd_'))).toBe(true);
    await expect(auth.client.call('auth.users.list', { query: 'before_the' })).resolves.toEqual([expect.objectContaining({ id: user.id })]);
  });
});

describe('admin rights of existing users', () => {
  it('grants and revokes admin: a grant gives a player session nothing, a revocation ends the admin login sessions for good', async () => {
    const { user } = await register('rising_star');
    const player = await auth.client.call('auth.login', { username: 'rising_star', password: 'secret123', client: freshClient() });
    const rightsOf = async (token: string) => {
      const { sessionId, isAdmin } = await auth.client.call('auth.session.resolve', { token });
      const checked = await auth.client.call('auth.session.check', { sessionId, userId: user.id });
      return [isAdmin, checked.isAdmin];
    };
    expect(await rightsOf(player.token)).toEqual([false, false]);

    const granted = await auth.client.call('auth.users.set-admin', { userId: user.id, isAdmin: true });
    expect([granted.before.isAdmin, granted.after.isAdmin]).toEqual([false, true]);
    // The player login's session stays a player's: admin rights are had by logging in at the admin login.
    expect(await rightsOf(player.token)).toEqual([false, false]);
    const deputy = await adminLogin('rising_star', 'secret123');
    expect(await rightsOf(deputy.token)).toEqual([true, true]);

    const revoked = await auth.client.call('auth.users.set-admin', { userId: user.id, isAdmin: false });
    expect([revoked.before.isAdmin, revoked.after.isAdmin]).toEqual([true, false]);
    // The admin login's session has ended, and a grant later does not bring it back; the player's stays.
    const ended = { code: 'UNAUTHENTICATED', status: 401 };
    await expect(auth.client.call('auth.session.resolve', { token: deputy.token })).rejects.toMatchObject(ended);
    await expect(adminLogin('rising_star', 'secret123')).rejects.toMatchObject(refused);
    await auth.client.call('auth.users.set-admin', { userId: user.id, isAdmin: true });
    await expect(auth.client.call('auth.session.resolve', { token: deputy.token })).rejects.toMatchObject(ended);
    expect(await rightsOf(player.token)).toEqual([false, false]);
    await auth.client.call('auth.users.set-admin', { userId: user.id, isAdmin: false });
  });

  it('leaves one admin when every admin is revoked at once, refusing the revocation that would leave none', async () => {
    const admins = async () => (await auth.db.query<{ id: string }>('SELECT id FROM users WHERE is_admin ORDER BY id')).rows.map((row) => row.id);
    const { user } = await register('second_in_command');
    await auth.client.call('auth.users.set-admin', { userId: user.id, isAdmin: true });
    const before = await admins();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const outcomes = await Promise.allSettled(before.map((userId) => auth.client.call('auth.users.set-admin', { userId, isAdmin: false })));
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals).toEqual([expect.objectContaining({ code: 'CONFLICT', status: 409, message: 'The last admin cannot lose admin rights' })]);
    const left = await admins();
    expect(left).toHaveLength(1);
    for (const userId of before.filter((id) => !left.includes(id))) await auth.client.call('auth.users.set-admin', { userId, isAdmin: true });
    expect(await admins()).toEqual(before);
  });

  it('refuses an unknown user and a session that belongs to someone else', async () => {
    const stranger = '00000000-0000-4000-8000-000000000001';
    await expect(auth.client.call('auth.users.set-admin', { userId: stranger, isAdmin: true })).rejects.toMatchObject({ status: 404 });
    const { user, token } = await register('lone_wolf');
    const { sessionId } = await auth.client.call('auth.session.resolve', { token });
    await expect(auth.client.call('auth.session.check', { sessionId, userId: stranger })).rejects.toMatchObject({ status: 401 });
    await expect(auth.client.call('auth.session.check', { sessionId: stranger, userId: user.id })).rejects.toMatchObject({ status: 401 });
  });
});
