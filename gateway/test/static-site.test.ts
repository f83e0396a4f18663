import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_JS, type GatewayUnderTest, INDEX_HTML, startGatewayUnderTest } from './support/gateway-under-test';

describe('the built app', () => {
  let gateway: GatewayUnderTest;
  beforeAll(async () => {
    gateway = await startGatewayUnderTest();
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it.each(['/', '/leaderboard', '/dashboard', '/admin', '/crash', '/no/such/page'])('loads the app at %s', async (path) => {
    const response = await request(gateway.url).get(path);
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/html');
    expect(response.text).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as long-lived files', async () => {
    const response = await request(gateway.url).get('/assets/app-1a2b.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe(APP_JS);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, never with the page in its place', async () => {
    const response = await request(gateway.url).get('/assets/gone-9z9z.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<html');
  });
});

describe('without a frontend build', () => {
  let gateway: GatewayUnderTest;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = mkdtempSync(join(tmpdir(), 'pkr-gateway-nobuild-'));
    gateway = await startGatewayUnderTest({ env: { STATIC_DIR: emptyDir } });
  });
  afterAll(async () => {
    await gateway?.stop();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('explains with a 503 that the frontend must be built', async () => {
    const response = await request(gateway.url).get('/leaderboard');
    expect(response.status).toBe(503);
    expect(response.type).toBe('text/plain');
    expect(response.text).toContain('The frontend is not built');
    expect(response.text).toContain('npm run build --workspace @pkr/frontend');
  });

  it('still answers the API and health', async () => {
    await expect(request(gateway.url).get('/healthz')).resolves.toMatchObject({ status: 200 });
    await expect(request(gateway.url).get('/api/user')).resolves.toMatchObject({ status: 401 });
  });
});
