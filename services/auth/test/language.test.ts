import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

let auth: AuthUnderTest;

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_language' });
});
afterAll(async () => {
  await auth?.stop();
});

const register = (username: string) =>
  auth.client.call('auth.register', { username, password: 'secret123', phone: 'ali@example.pk', dateOfBirth: '1990-01-01', client: freshClient() });

describe("the language kept on a player's account", () => {
  it('starts in English and keeps Urdu once the player chooses it, leaving the phone as it was', async () => {
    const { user } = await register('ali_language');
    expect(user.language).toBe('en');

    const changed = await auth.client.call('auth.profile.update', { userId: user.id, language: 'ur' });
    expect(changed).toMatchObject({ language: 'ur', phone: 'ali@example.pk' });
    expect(await auth.client.call('auth.user.get', { userId: user.id })).toMatchObject({ language: 'ur' });
    const login = await auth.client.call('auth.login', { username: 'ali_language', password: 'secret123', client: freshClient() });
    expect(login.user.language).toBe('ur');
  });

  it('changes the phone alone without touching the language', async () => {
    const { user } = await register('sana_language');
    await auth.client.call('auth.profile.update', { userId: user.id, language: 'ur' });
    expect(await auth.client.call('auth.profile.update', { userId: user.id, phone: '03001234567' })).toMatchObject({ phone: '03001234567', language: 'ur' });
  });

  it('refuses a language the app does not speak, and the database refuses one written around it', async () => {
    const { user } = await register('omar_language');
    await expect(auth.client.call('auth.profile.update', { userId: user.id, language: 'fr' as 'en' })).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(auth.db.query("UPDATE users SET language = 'fr' WHERE id = $1", [user.id])).rejects.toThrow(/check constraint/);
  });
});
