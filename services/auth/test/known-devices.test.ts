import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, freshClient, startAuthUnderTest } from './auth-under-test';

// The documented limits (10 failed logins per username, and per known device, in 15 minutes), over NATS.
let auth: AuthUnderTest;
let now = Date.parse('2025-06-01T09:00:00.000Z');

beforeAll(async () => {
  auth = await startAuthUnderTest({ label: 'auth_known_devices', transport: 'nats', now: () => new Date(now) });
});
afterAll(async () => {
  await auth?.stop();
});

const tooMany = { code: 'RATE_LIMITED', status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' };
const wrong = { status: 401, message: 'Invalid username or password' };

const register = (username: string) =>
  auth.client.call('auth.register', { username, password: 'secret123', phone: '', dateOfBirth: '1990-01-01', client: freshClient() });
const login = (username: string, password: string, deviceToken?: string) =>
  auth.client.call('auth.login', { username, password, client: freshClient(), ...(deviceToken !== undefined && { deviceToken }) });

/** A player who logged in once from their own browser, and the device token that browser now holds. */
async function ownerWithDevice(username: string): Promise<string> {
  await register(username);
  const { device } = await login(username, 'secret123');
  return device.token;
}

/** Ten wrong guesses at the username from ten addresses, none with a device token: the brute-force limit. */
async function lockOut(username: string): Promise<void> {
  for (let guess = 0; guess < 10; guess += 1) await expect(login(username, `guess-${guess}-pw`)).rejects.toMatchObject(wrong);
  await expect(login(username, 'guess-10-pw')).rejects.toMatchObject(tooMany);
}

describe('known devices', () => {
  it('gives each successful login a device token good for a year, a new one every time', async () => {
    await register('token_holder');
    const first = await login('token_holder', 'secret123');
    const second = await login('token_holder', 'secret123', first.device.token);
    expect(first.device.expiresAt).toBe('2026-06-01T09:00:00.000Z');
    expect(second.device.token).not.toBe(first.device.token);
  });

  it("still lets the owner's known device in with the right password while strangers' guesses lock the username", async () => {
    const device = await ownerWithDevice('locked_owner');
    await lockOut('locked_owner');
    await expect(login('locked_owner', 'secret123')).rejects.toMatchObject(tooMany);
    await expect(login('locked_owner', 'secret123', device)).resolves.toMatchObject({ user: { username: 'locked_owner' } });
    await expect(login('LOCKED_OWNER', 'secret123', device)).resolves.toMatchObject({ user: { username: 'locked_owner' } });
  });

  it("keeps the strangers locked out after the owner's device logs in", async () => {
    const device = await ownerWithDevice('still_locked');
    await lockOut('still_locked');
    await login('still_locked', 'secret123', device);
    await expect(login('still_locked', 'guess-11-pw')).rejects.toMatchObject(tooMany);
  });

  it('treats a forged device token, or one issued to another player, as a stranger during the lockout', async () => {
    const owned = await ownerWithDevice('forged_target');
    const otherPlayers = await ownerWithDevice('other_player');
    await lockOut('forged_target');
    const [, nonce, expiry, signature] = otherPlayers.split('.');
    const renamed = [Buffer.from('forged_target').toString('base64url'), nonce, expiry, signature].join('.');
    for (const token of [otherPlayers, renamed, 'forged.token.1.sig']) {
      await expect(login('forged_target', 'secret123', token)).rejects.toMatchObject(tooMany);
    }
    await expect(login('forged_target', 'secret123', owned)).resolves.toMatchObject({ user: { username: 'forged_target' } });
  });

  it('treats an expired device token as a stranger', async () => {
    const device = await ownerWithDevice('expired_device');
    await lockOut('expired_device');
    now += 366 * 86_400_000;
    try {
      await expect(login('expired_device', 'secret123', device)).rejects.toMatchObject(tooMany);
    } finally {
      now -= 366 * 86_400_000;
    }
  });

  it("locks a known device after its own ten wrong passwords, without locking the username for the owner's other browsers", async () => {
    const device = await ownerWithDevice('clumsy_device');
    const otherDevice = (await login('clumsy_device', 'secret123')).device.token;
    for (let guess = 0; guess < 10; guess += 1) await expect(login('clumsy_device', `typo-${guess}-pw`, device)).rejects.toMatchObject(wrong);
    await expect(login('clumsy_device', 'secret123', device)).rejects.toMatchObject(tooMany);
    await expect(login('clumsy_device', 'secret123', otherDevice)).resolves.toMatchObject({ user: { username: 'clumsy_device' } });
    await expect(login('clumsy_device', 'secret123')).resolves.toMatchObject({ user: { username: 'clumsy_device' } });
  });

  it("forgives a known device's typos once it logs in with the right password", async () => {
    const device = await ownerWithDevice('typing_device');
    for (let round = 0; round < 2; round += 1) {
      for (let typo = 0; typo < 6; typo += 1) await expect(login('typing_device', `typo-${typo}-pw`, device)).rejects.toMatchObject(wrong);
      await expect(login('typing_device', 'secret123', device)).resolves.toMatchObject({ user: { username: 'typing_device' } });
    }
  });
});
