import { Agent, get, type IncomingHttpHeaders } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS } from '../src/server';
import { APP_ORIGIN, type GatewayUnderTest, startGatewayUnderTest } from './support/gateway-under-test';

// A gateway with no service behind its bus: everything here is the gateway's own behaviour.
let gateway: GatewayUnderTest;

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(async () => {
  await gateway?.stop();
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('JSON bodies', () => {
  it('refuses a body over 64 KB with 413 and a JSON message', async () => {
    const body = JSON.stringify({ username: 'someone', password: 'x'.repeat(65 * 1024) });
    const response = await request(gateway.url).post('/api/login').set('Content-Type', 'application/json').send(body);
    expect(response.status).toBe(413);
    expect(response.type).toBe('application/json');
    expect(response.body).toEqual({
      message: 'Request body too large (limit 64 KB)',
      code: 'VALIDATION',
      requestId: response.headers['x-request-id'],
    });
  });

  it('accepts a body just under the limit as far as validation', async () => {
    const body = JSON.stringify({ username: 'ab', password: 'x'.repeat(60 * 1024) });
    const response = await request(gateway.url).post('/api/login').set('Content-Type', 'application/json').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Username must be at least 3 characters');
  });

  it('answers malformed JSON with 400 and the message the client shows', async () => {
    const response = await request(gateway.url).post('/api/login').set('Content-Type', 'application/json').send('{"username": "ali",');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Malformed JSON body', requestId: response.headers['x-request-id'] });
  });

  it('validates a body sent without a JSON content type field by field, not as a crash', async () => {
    const response = await request(gateway.url).post('/api/login').set('Content-Type', 'text/plain').send('username=ali');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    const fields = response.body.details.issues.map((issue: { path: string }) => issue.path);
    expect(fields).toEqual(['username', 'password']);
  });
});

describe('request ids', () => {
  it('puts a fresh X-Request-Id on every kind of response', async () => {
    const responses = await Promise.all([
      request(gateway.url).get('/healthz'),
      request(gateway.url).get('/leaderboard'),
      request(gateway.url).get('/api/no-such-call'),
      request(gateway.url).get('/api/user'),
      request(gateway.url).post('/api/login').set('Content-Type', 'application/json').send('{'),
    ]);
    const ids = responses.map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(uuidPattern);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("echoes a client's sane request id, also in the error body", async () => {
    const response = await request(gateway.url).get('/api/no-such-call').set('X-Request-Id', 'client-42.abc:7');
    expect(response.headers['x-request-id']).toBe('client-42.abc:7');
    expect(response.body.requestId).toBe('client-42.abc:7');
  });

  it('replaces a request id that is too long or carries odd characters', async () => {
    for (const sent of ['x'.repeat(129), 'id with spaces', '<script>']) {
      const response = await request(gateway.url).get('/healthz').set('X-Request-Id', sent);
      expect(response.headers['x-request-id']).toMatch(uuidPattern);
    }
  });
});

describe('security headers', () => {
  it("sends helmet's headers with a CSP for the app's own scripts and its live connection", async () => {
    const response = await request(gateway.url).get('/dashboard');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ${APP_ORIGIN.replace('http', 'ws')}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('API routing', () => {
  it('answers an unknown /api path with 404 JSON naming it', async () => {
    const response = await request(gateway.url).post('/api/does/not/exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      message: 'Not found: POST /api/does/not/exist',
      code: 'NOT_FOUND',
      requestId: response.headers['x-request-id'],
    });
  });

  it('answers the current user with 401 "Not logged in" and no caching when there is no cookie', async () => {
    const response = await request(gateway.url).get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Not logged in', code: 'UNAUTHENTICATED' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says an anonymous visitor is not an admin without asking any service', async () => {
    const response = await request(gateway.url).get('/api/admin/auth-check');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isAdmin: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses admin calls without a session before calling any service', async () => {
    for (const [method, path] of [['get', '/api/admin/users'], ['post', '/api/admin/game/control'], ['get', '/api/admin/unknown']] as const) {
      const response = await request(gateway.url)[method](path);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Not logged in');
    }
  });

  it('answers 503 with a readable message when the service behind a call is not running', async () => {
    const response = await request(gateway.url).post('/api/login').send({ username: 'someone', password: 'secret123' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      message: 'Service unavailable, please try again shortly',
      code: 'UNAVAILABLE',
      requestId: response.headers['x-request-id'],
    });
  });
});

describe('health', () => {
  it('is alive as long as the process answers', async () => {
    const response = await request(gateway.url).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('is not ready while no service answers, naming each one', async () => {
    const response = await request(gateway.url).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      status: 'not ready',
      message: 'Not ready: auth not answering, wallet not answering, game-engine not answering, leaderboard not answering, chat not answering, admin not answering',
      services: { auth: 'not answering', wallet: 'not answering', 'game-engine': 'not answering', leaderboard: 'not answering', admin: 'not answering', chat: 'not answering' },
    });
  });
});

describe('connections', () => {
  it('tells a client its idle connection stays open for longer than a round, so a cash-out reuses the bet\'s', async () => {
    const agent = new Agent({ keepAlive: true });
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      get(`${gateway.url}/healthz`, { agent }, (response) => {
        response.resume();
        resolve(response.headers);
      }).on('error', reject);
    });
    agent.destroy();
    expect(headers.connection).toBe('keep-alive');
    expect(headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });
});
