import { protectionMessages } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/domain/auth-errors';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

let auth: AuthUnderTest;
// 23:59:59 on 10 March 2026 in Pakistan (UTC+5); a second later it is 11 March there while still 10 March in UTC.
const lastSecondOfTenthMarch = new Date('2026-03-10T18:59:59Z');
const firstSecondOfEleventhMarch = new Date('2026-03-10T19:00:00Z');
let clock = lastSecondOfTenthMarch;

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_date_of_birth', env: { ADMIN_USERNAME: 'dob_admin', ADMIN_PASSWORD: 'admin-pass-1' }, now: () => clock });
});
afterAll(async () => {
  await auth?.stop();
});

const register = (username: string, dateOfBirth: string) =>
  auth.client.call('auth.register', { username, password: 'secret123', phone: '', dateOfBirth, client: freshClient() });
const giveDateOfBirth = (userId: string, dateOfBirth: string) => auth.client.call('auth.user.date-of-birth', { userId, dateOfBirth });
const storedDateOfBirth = async (username: string) =>
  (await auth.db.query<{ date_of_birth: string | null }>('SELECT date_of_birth::text FROM users WHERE username = $1', [username])).rows[0]?.date_of_birth;

/** What the wallet has been told of the player's protection, newest first. */
const announcedStates = async (userId: string) =>
  (
    await auth.db.query<{ state: { version: number; dateOfBirthKnown: boolean } }>(
      "SELECT payload->'state' AS state FROM outbox WHERE subject = 'wallet.on.protection-changed' AND payload->'state'->>'userId' = $1 ORDER BY id DESC",
      [userId],
    )
  ).rows.map((row) => row.state);

/** An account as it was before registration asked for a date of birth. */
async function accountMadeBefore(username: string) {
  const { user } = await register(username, '1990-01-01');
  await auth.db.query('UPDATE users SET date_of_birth = NULL WHERE id = $1', [user.id]);
  return user;
}

const underAge = { code: 'VALIDATION', status: 400, message: protectionMessages.underAge };

describe('the date of birth at registration', () => {
  it('refuses a player whose 18th birthday has not begun in Pakistan, and creates nothing', async () => {
    clock = lastSecondOfTenthMarch;
    await expect(register('almost_eighteen', '2008-03-11')).rejects.toMatchObject(underAge);
    expect(await storedDateOfBirth('almost_eighteen')).toBeUndefined();
    const events = await auth.db.query("SELECT 1 FROM outbox WHERE payload->>'username' = 'almost_eighteen'");
    expect(events.rows).toEqual([]);
  });

  it('registers the player once their 18th birthday has begun in Pakistan, though not yet in UTC', async () => {
    clock = firstSecondOfEleventhMarch;
    const { user } = await register('just_eighteen', '2008-03-11');
    expect(user.dateOfBirthRequired).toBe(false);
    expect(await storedDateOfBirth('just_eighteen')).toBe('2008-03-11');
    expect(await announcedStates(user.id)).toMatchObject([{ dateOfBirthKnown: true }]);
  });

  it('refuses a date that is not a day of the calendar', async () => {
    await expect(register('feb_thirtieth', '1990-02-30')).rejects.toMatchObject({ status: 400, message: protectionMessages.dateOfBirthInvalid });
    await expect(auth.client.call('auth.register', { username: 'no_birthday', password: 'secret123', phone: '', client: freshClient() } as never)).rejects.toMatchObject({
      status: 400,
      message: protectionMessages.dateOfBirthInvalid,
    });
  });
});

describe('an account made before registration asked for a date of birth', () => {
  it('is asked for it in every answer that carries the user', async () => {
    const user = await accountMadeBefore('old_timer');
    await expect(auth.client.call('auth.user.get', { userId: user.id })).resolves.toMatchObject({ dateOfBirthRequired: true });
    const session = await auth.client.call('auth.login', { username: 'old_timer', password: 'secret123', client: freshClient() });
    expect(session.user.dateOfBirthRequired).toBe(true);
  });

  it('gives it once, 18 or older on the day in Pakistan, and is no longer asked', async () => {
    const user = await accountMadeBefore('returning_one');
    clock = lastSecondOfTenthMarch;
    const announcedAtRegistration = await announcedStates(user.id);
    await expect(giveDateOfBirth(user.id, '2008-03-11')).rejects.toMatchObject(underAge);
    expect(await storedDateOfBirth('returning_one')).toBeNull();
    expect(await announcedStates(user.id)).toEqual(announcedAtRegistration);
    clock = firstSecondOfEleventhMarch;
    const answered = await giveDateOfBirth(user.id, '2008-03-11');
    expect(answered).toEqual({ ...user, dateOfBirthRequired: false });
    const [latest] = await announcedStates(user.id);
    expect(latest).toMatchObject({ dateOfBirthKnown: true, version: announcedAtRegistration[0]!.version + 1 });
    await expect(auth.client.call('auth.user.get', { userId: user.id })).resolves.toEqual(answered);
  });

  it('answers a repeat of the same date again, and refuses to change it', async () => {
    const user = await accountMadeBefore('steady_one');
    const given = await giveDateOfBirth(user.id, '1985-06-15');
    const announced = await announcedStates(user.id);
    await expect(giveDateOfBirth(user.id, '1985-06-15')).resolves.toEqual(given);
    expect(await announcedStates(user.id), 'a repeat announces nothing').toEqual(announced);
    await expect(giveDateOfBirth(user.id, '1970-01-01')).rejects.toMatchObject({ code: 'VALIDATION', status: 400, message: authMessages.dateOfBirthKnown });
    expect(await storedDateOfBirth('steady_one')).toBe('1985-06-15');
  });

  it('refuses to change the date a player gave at registration', async () => {
    const { user } = await register('registered_now', '1992-04-01');
    await expect(giveDateOfBirth(user.id, '1991-04-01')).rejects.toMatchObject({ status: 400, message: authMessages.dateOfBirthKnown });
  });

  it('is announced once when auth starts, so the wallet and the engine refuse its play until it gives one', async () => {
    const { user } = await register('never_announced', '1990-01-01');
    // As the account stood before this change: no date of birth, and nothing ever announced of its protection.
    await auth.db.query('UPDATE users SET date_of_birth = NULL WHERE id = $1', [user.id]);
    await auth.db.query('DELETE FROM protection_states WHERE user_id = $1', [user.id]);
    const before = (await announcedStates(user.id)).length;
    await auth.restart();
    expect(await announcedStates(user.id)).toHaveLength(before + 1);
    expect((await announcedStates(user.id))[0]).toMatchObject({ dateOfBirthKnown: false });
    await auth.restart();
    expect(await announcedStates(user.id)).toHaveLength(before + 1);
  });

  it('says when there is no such account', async () => {
    await expect(giveDateOfBirth('00000000-0000-4000-8000-000000000000', '1990-01-01')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('an admin account', () => {
  it('is never asked for a date of birth: admins do not play', async () => {
    const session = await auth.client.call('auth.admin-login', { username: 'dob_admin', password: 'admin-pass-1', client: freshClient() });
    expect(session.user).toMatchObject({ isAdmin: true, dateOfBirthRequired: false });
    expect(await storedDateOfBirth('dob_admin')).toBeNull();
  });
});
