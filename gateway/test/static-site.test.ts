import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_JS, type GatewayUnderTest, INDEX_HTML, startGatewayUnderTest } from './support/gateway-under-test';

describe('the built app', () => {
  let gateway: GatewayUnderTest;
  beforeAll(async () => {
    gateway = await startGatewayUnderTest();
    writeFileSync(join(gateway.config.staticDir, 'assets', 'bundle-5e6f.js'), BUNDLE_JS);
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

  it.each([
    ['gzip', 'gzip, deflate', gunzipSync],
    ['br', 'gzip, deflate, br', brotliDecompressSync],
  ] as const)('sends a %s body to a browser that accepts it, smaller and decoding to the file', async (encoding, accept, decode) => {
    const response = await rawGet(`${gateway.url}/assets/bundle-5e6f.js`, { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(BUNDLE_JS.length / 4);
    expect(decode(response.body).toString()).toBe(BUNDLE_JS);
  });

  it('sends the brotli file the build wrote beside a script as it is', async () => {
    const assets = join(gateway.config.staticDir, 'assets');
    const built = brotliCompressSync(BUNDLE_JS, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
    writeFileSync(join(assets, 'built-7a8b.js'), BUNDLE_JS);
    writeFileSync(join(assets, 'built-7a8b.js.br'), built);
    const response = await rawGet(`${gateway.url}/assets/built-7a8b.js`, { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body.equals(built)).toBe(true);
  });

  it('passes over a brotli file older than its script, left by an earlier build', async () => {
    const assets = join(gateway.config.staticDir, 'assets');
    writeFileSync(join(assets, 'rebuilt-9c0d.js'), BUNDLE_JS);
    writeFileSync(join(assets, 'rebuilt-9c0d.js.br'), brotliCompressSync('export const before = 1;'));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(assets, 'rebuilt-9c0d.js.br'), anHourAgo, anHourAgo);
    const response = await rawGet(`${gateway.url}/assets/rebuilt-9c0d.js`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(BUNDLE_JS);
  });

  it('sends the file as it is to a client that accepts no compression, and says the answer varies', async () => {
    for (const headers of [{} as Record<string, string>, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br;q=0' }]) {
      const response = await rawGet(`${gateway.url}/assets/bundle-5e6f.js`, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.body.toString()).toBe(BUNDLE_JS);
    }
  });

  it('answers a revalidation of an unchanged compressed file with 304', async () => {
    const first = await rawGet(`${gateway.url}/assets/bundle-5e6f.js`, { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    const again = await rawGet(`${gateway.url}/assets/bundle-5e6f.js`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the page compressed and still revalidated on every load', async () => {
    const response = await rawGet(`${gateway.url}/crash`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('Accept-Encoding');
    const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body;
    expect(body.toString()).toBe(INDEX_HTML);
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

/** A bundle-sized script that compresses like real code: repeated identifiers and structure. */
const BUNDLE_JS = Array.from({ length: 2000 }, (_, i) => `export function render${i}(props){return createElement("div",{className:"row-${i % 17}"},props.children);}`).join('\n');

/** A GET that keeps the body as sent (no client-side decompression), to see what crossed the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
