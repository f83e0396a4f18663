import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createBusClient, MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EngineMoneyCalls } from '../src/clients/engine-money-calls';
import { securityHeaders } from '../src/http/security';
import { moneyFastPath } from '../src/money-fast-path';
import { SessionCache } from '../src/sessions/session-cache';
import { cachedSessionLookup } from '../src/sessions/session-lookup';
import { APP_ORIGIN, type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { balanceOf, loginAdmin, playerWithBonus } from './support/http-session';
import { startServices, testAdmin } from './support/services';

let services: RunningService;
let gateway: GatewayUnderTest;
let cookie: string;
/** The fast path alone in front of an app that only says it was reached. */
let fronted: Server;
let frontedUrl: string;

const FELL_THROUGH = 299;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'fastpath', ['auth', 'wallet', 'game-engine', 'admin']);
  gateway = await startGatewayUnderTest({ bus });
  const player = await playerWithBonus(gateway.url, 'fast');
  cookie = player.cookie;
  const admin = await loginAdmin(gateway.url, testAdmin);
  await request(gateway.url).post(`/api/admin/users/${player.user.id}/balance`).set('Cookie', admin).send({ amount: 17, reason: 'stake' }).expect(200);
  const client = createBusClient(bus);
  const lookup = cachedSessionLookup(client, new SessionCache(gateway.config.sessionCache));
  const deps = { engine: new EngineMoneyCalls(client), config: gateway.config, logger: silentLogger, lookup, securityHeaders: securityHeaders(gateway.config) };
  fronted = createServer(moneyFastPath(deps, (_req, res) => res.writeHead(FELL_THROUGH).end('app')));
  await new Promise<void>((resolve) => fronted.listen(0, '127.0.0.1', resolve));
  frontedUrl = `http://127.0.0.1:${(fronted.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => fronted?.close(resolve));
  await gateway?.stop();
  await services?.stop();
});

const bet = (url: string) => request(url).post('/api/bet').set('Origin', APP_ORIGIN);

describe('bets and cash-outs served without the app', () => {
  it('places a bet and answers it with the headers every other call carries', async () => {
    const placed = await vi.waitFor(
      async () => {
        const response = await bet(gateway.url).set('Cookie', cookie).send({ amount: 10, gameType: 'crash' });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(placed.body).toMatchObject({ bet: { amount: 10 } });
    expect(await balanceOf(gateway.url, cookie)).toBe(10);
    const other = await request(gateway.url).get('/api/user').set('Cookie', cookie);
    const securityHeaders = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const header of [...securityHeaders, 'content-type']) {
      expect(other.headers[header], header).toBeDefined();
      expect(placed.headers[header], header).toBe(other.headers[header]);
    }
    expect(placed.headers['x-powered-by']).toBeUndefined();
    expect(placed.headers['cache-control']).toBe('no-store');
    expect(placed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a mistake in the body as the app does: the form message, malformed JSON, a body that is not an object', async () => {
    const invalid = await bet(frontedUrl).set('Cookie', cookie).set('X-Request-Id', 'fast-1').send({ amount: 'ten', gameType: 'crash' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'VALIDATION', requestId: 'fast-1' });
    expect(invalid.body.message).toBe((await bet(gateway.url).set('Cookie', cookie).send({ amount: 'ten', gameType: 'crash' })).body.message);
    for (const body of ['{"amount": 1,', '"crash"', 'null']) {
      const response = await bet(frontedUrl).set('Cookie', cookie).set('Content-Type', 'application/json').send(body);
      expect(response.status, body).toBe(400);
      expect(response.body.message, body).toBe('Malformed JSON body');
    }
  });

  it('leaves every call that is not the ordinary one to the app', async () => {
    const body = JSON.stringify({ amount: 1, gameType: 'crash' });
    const json = { 'Content-Type': 'application/json' };
    const cases: Array<[string, request.Test]> = [
      ['another site', request(frontedUrl).post('/api/bet').set('Origin', 'https://evil.example').set('Cookie', cookie).set(json).send(body)],
      ['no cookie', bet(frontedUrl).set(json).send(body)],
      ['a refused cookie', bet(frontedUrl).set('Cookie', 'session=forged').set(json).send(body)],
      ['not JSON', bet(frontedUrl).set('Cookie', cookie).set('Content-Type', 'text/plain').send(body)],
      ['another charset', bet(frontedUrl).set('Cookie', cookie).set('Content-Type', 'application/json; charset=latin1').send(body)],
      ['a compressed body', bet(frontedUrl).set('Cookie', cookie).set(json).set('Content-Encoding', 'gzip').send(gzipSync(body))],
      ['a query string', request(frontedUrl).post('/api/bet?x=1').set('Origin', APP_ORIGIN).set('Cookie', cookie).set(json).send(body)],
      ['another call', request(frontedUrl).post('/api/deposit').set('Origin', APP_ORIGIN).set('Cookie', cookie).set(json).send(body)],
    ];
    for (const [name, call] of cases) expect((await call).status, name).toBe(FELL_THROUGH);
    const cashout = await request(frontedUrl).post('/api/cashout').set('Origin', APP_ORIGIN).set('Cookie', cookie).send({ gameType: 'aviator' });
    expect(cashout.status).not.toBe(FELL_THROUGH);
  });
});
