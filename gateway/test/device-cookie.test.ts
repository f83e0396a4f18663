import { MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { uniqueName } from './support/http-session';
import { startServices } from './support/services';

// A gateway with real auth and wallet on one bus, and a second gateway that trusts its proxy's X-Forwarded-Proto.
let services: RunningService;
let gateway: GatewayUnderTest;
let proxied: GatewayUnderTest;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'device_cookie', ['auth', 'wallet']);
  gateway = await startGatewayUnderTest({ bus });
  proxied = await startGatewayUnderTest({ bus, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await proxied?.stop();
  await gateway?.stop();
  await services?.stop();
});

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

const cookieLine = (response: request.Response, name: string) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${name}=`));

/** The `device=...` pair a browser would send back to the login route. */
function deviceCookieOf(response: request.Response): string {
  const line = cookieLine(response, 'device');
  expect(line, 'a device cookie was set').toBeDefined();
  return (line as string).split(';')[0] as string;
}

async function registered(prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  const response = await request(gateway.url)
    .post('/api/register')
    .send({ username, password: 'secret123', phone: `${username}@example.pk`, dateOfBirth: '1990-01-01' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return username;
}

const login = (username: string, password: string, cookie?: string) => {
  const call = request(gateway.url).post('/api/login');
  return (cookie === undefined ? call : call.set('Cookie', cookie)).send({ username, password });
};

/** The owner logs in once from their browser and keeps the device cookie it was given. */
async function ownerWithDevice(prefix: string): Promise<{ username: string; device: string }> {
  const username = await registered(prefix);
  const response = await login(username, 'secret123');
  expect(response.status).toBe(200);
  return { username, device: deviceCookieOf(response) };
}

async function lockOut(username: string): Promise<void> {
  for (let guess = 0; guess < 10; guess += 1) expect((await login(username, `guess-${guess}-pw`)).status).toBe(401);
  expect((await login(username, 'secret123')).body).toMatchObject({ code: 'RATE_LIMITED', message: tooMany });
}

describe('the device cookie', () => {
  it('is set at login: HttpOnly, SameSite=Lax, for a year, sent back only to the login route, never in the body', async () => {
    const username = await registered('cookie');
    const response = await login(username, 'secret123');
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain(deviceCookieOf(response).slice('device='.length));
    const line = cookieLine(response, 'device') as string;
    expect(line).toMatch(/^device=[^;]+; Path=\/api\/login; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });

  it('is Secure when the login came over https through a trusted proxy', async () => {
    const username = await registered('secure');
    const response = await request(proxied.url).post('/api/login').set('X-Forwarded-Proto', 'https').send({ username, password: 'secret123' });
    expect(cookieLine(response, 'device')).toMatch(/; Secure; SameSite=Lax$/);
  });

  it('is neither set by a failed login nor cleared by logout', async () => {
    const { username, device } = await ownerWithDevice('keeper');
    const failed = await login(username, 'wrong-password', device);
    expect(failed.status).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
    const session = cookieLine(await login(username, 'secret123', device), 'session')?.split(';')[0] as string;
    const logout = await request(gateway.url).post('/api/logout').set('Cookie', session);
    expect(cookieLine(logout, 'device')).toBeUndefined();
  });

  it('costs only the trust when mangled, never the login', async () => {
    const username = await registered('mangled');
    expect((await login(username, 'secret123', `device=${'x'.repeat(600)}`)).status).toBe(200);
  });
});

describe("an attacker's guesses at a public username", () => {
  it("lock out browsers the owner never used, while the owner's browser still logs in with the right password", async () => {
    const { username, device } = await ownerWithDevice('victim');
    await lockOut(username);
    const owner = await login(username, 'secret123', device);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ username });
    expect((await login(username, 'guess-again-pw')).body.message).toBe(tooMany);
  });

  it("treat a forged device cookie, or another player's, as a browser the owner never used", async () => {
    const { username, device } = await ownerWithDevice('target');
    const other = await ownerWithDevice('bystander');
    await lockOut(username);
    const forged = `${device.slice(0, -4)}AAAA`;
    for (const cookie of [other.device, forged, 'device=made.up.1.cookie', `device=${'x'.repeat(600)}`]) {
      expect((await login(username, 'secret123', cookie)).body.message).toBe(tooMany);
    }
    expect((await login(username, 'secret123', device)).status).toBe(200);
  });

  it("from the owner's own browser lock that browser after ten, and nothing else", async () => {
    const { username, device } = await ownerWithDevice('stolen');
    for (let guess = 0; guess < 10; guess += 1) expect((await login(username, `guess-${guess}-pw`, device)).status).toBe(401);
    expect((await login(username, 'secret123', device)).body.message).toBe(tooMany);
    expect((await login(username, 'secret123')).status).toBe(200);
  });
});
