import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, createPool, migrate } from '@pkr/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSessionToken } from '../src/domain/session-token';
import { type AuthUnderTest, freshClient, startAuthUnderTest, testSecret } from './auth-under-test';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
const admin = { username: 'chief', password: 'admin-pass-1' };
const earlier = { userId: '00000000-0000-4000-8000-0000000000a1', sessionId: '00000000-0000-4000-8000-0000000000b1' };
const earlierExpiry = new Date(Math.floor(Date.now() / 1000 + 3600) * 1000);

/** The auth database as it was before sessions knew their door: an admin with a live session. */
async function databaseBeforeTheUpgrade(databaseUrl: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'auth-migrations-'));
  for (const file of readdirSync(migrationsDir).filter((name) => name < '1730000000004')) copyFileSync(join(migrationsDir, file), join(dir, file));
  await migrate(databaseUrl, dir, createLogger('migrations', 'silent'));
  rmSync(dir, { recursive: true, force: true });
  const db = createPool(databaseUrl, 1);
  await db.query("INSERT INTO users (id, username, password_hash, is_admin) VALUES ($1, 'old_admin', 'not-a-hash', true)", [earlier.userId]);
  await db.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [earlier.sessionId, earlier.userId, earlierExpiry]);
  await db.end();
}

let auth: AuthUnderTest;
beforeAll(async () => {
  auth = await startAuthUnderTest({
    label: 'auth_session_audience',
    env: { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
    prepare: databaseBeforeTheUpgrade,
  });
});
afterAll(async () => {
  await auth?.stop();
});

/** Whether each way a gateway or the admin service asks about a session calls it an admin's. */
async function adminRightsOf(token: string): Promise<boolean[]> {
  const resolved = await auth.client.call('auth.session.resolve', { token });
  const key = { sessionId: resolved.sessionId, userId: resolved.userId };
  const checked = await auth.client.call('auth.session.check', key);
  const { sessions } = await auth.client.call('auth.sessions.check', { sessions: [key] });
  return [resolved.isAdmin, checked.isAdmin, sessions[0]?.isAdmin ?? true];
}

describe('the door a session was opened at', () => {
  it('gives an admin who logs in at the player login a player session, without admin rights', async () => {
    const session = await auth.client.call('auth.login', { ...admin, client: freshClient() });
    expect(session.user).toMatchObject({ username: admin.username, isAdmin: true });
    expect(await adminRightsOf(session.token)).toEqual([false, false, false]);
  });

  it('gives admin rights to a session of the admin login', async () => {
    const session = await auth.client.call('auth.admin-login', { ...admin, client: freshClient() });
    expect(await adminRightsOf(session.token)).toEqual([true, true, true]);
  });

  it('keeps a session opened before the upgrade as a player session, even for an admin', async () => {
    const token = signSessionToken(earlier, earlierExpiry, testSecret);
    await expect(auth.client.call('auth.session.resolve', { token })).resolves.toMatchObject({ userId: earlier.userId, username: 'old_admin' });
    expect(await adminRightsOf(token)).toEqual([false, false, false]);
  });
});
