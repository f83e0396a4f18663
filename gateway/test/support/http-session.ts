import request from 'supertest';
import { expect, vi } from 'vitest';

/** The `session=...` pair of a response's Set-Cookie header, as a browser would send it back. */
export function sessionCookieOf(response: request.Response): string {
  const header = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('session='));
  expect(header, 'a session cookie was set').toBeDefined();
  return (header as string).split(';')[0] as string;
}

let counter = 0;

/** A username no other test in the run has used. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${counter}`;
}

/** Registers a player through the gateway and answers the cookie and the user it answered. */
export async function registerPlayer(url: string, prefix = 'player') {
  const username = uniqueName(prefix);
  const response = await request(url).post('/api/register').send({ username, password: 'secret123', phone: `${username}@example.pk`, dateOfBirth: '1990-01-01' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { username, cookie: sessionCookieOf(response), user: response.body as { id: string; balance: number } };
}

export async function loginAdmin(url: string, credentials: { username: string; password: string }): Promise<string> {
  const response = await request(url).post('/api/admin/login').send(credentials);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return sessionCookieOf(response);
}

export async function balanceOf(url: string, cookie: string): Promise<number> {
  const response = await request(url).get('/api/user').set('Cookie', cookie);
  expect(response.status).toBe(200);
  return response.body.balance as number;
}

/** A registered player whose 3 free coins have landed, so every later balance is exact. */
export async function playerWithBonus(url: string, prefix = 'payer') {
  const player = await registerPlayer(url, prefix);
  await vi.waitFor(async () => expect(await balanceOf(url, player.cookie)).toBe(3), { timeout: 10_000, interval: 100 });
  return player;
}

/** A new player holding exactly `pkr`: the 3-coin bonus, and an admin's adjustment for the rest. */
export async function playerHolding(url: string, adminCookie: string, pkr: number, prefix?: string) {
  const player = await playerWithBonus(url, prefix);
  await request(url).post(`/api/admin/users/${player.user.id}/balance`).set('Cookie', adminCookie).send({ amount: pkr - 3, reason: 'stake' }).expect(200);
  return player;
}
