import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';

describe('gateway configuration', () => {
  it('defaults to port 8080, the built frontend of this repo, and origins of that port', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      port: 8080,
      allowedOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      staticDir: resolve(import.meta.dirname, '../../frontend/dist'),
      cookieSecure: 'auto',
      trustProxy: false,
      wsMaxFrameBytes: 16 * 1024,
      wsHeartbeatMs: 30_000,
      sessionCache: { ttlMs: 60_000, maxEntries: 20_000 },
    });
  });

  it('keeps verified sessions for SESSION_CACHE_MS, and none with 0', () => {
    expect(loadGatewayConfig({ SESSION_CACHE_MS: '0' }).sessionCache.ttlMs).toBe(0);
    expect(loadGatewayConfig({ SESSION_CACHE_MS: '5000', SESSION_CACHE_ENTRIES: '10' }).sessionCache).toEqual({ ttlMs: 5_000, maxEntries: 10 });
    expect(() => loadGatewayConfig({ SESSION_CACHE_MS: '-1' })).toThrow(/SESSION_CACHE_MS/);
  });

  it('derives the allowed origins from PORT when they are not given', () => {
    expect(loadGatewayConfig({ PORT: '9000' }).allowedOrigins).toEqual(['http://localhost:9000', 'http://127.0.0.1:9000']);
  });

  it('reads a comma list of origins, keeping only the origin of each', () => {
    const config = loadGatewayConfig({ ALLOWED_ORIGINS: 'https://games.example.pk/, http://localhost:5173 ,' });
    expect(config.allowedOrigins).toEqual(['https://games.example.pk', 'http://localhost:5173']);
  });

  it('refuses to start on a bad key, naming it', () => {
    expect(() => loadGatewayConfig({ ALLOWED_ORIGINS: 'games.example.pk' })).toThrow(/ALLOWED_ORIGINS.*games\.example\.pk/);
    expect(() => loadGatewayConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadGatewayConfig({ COOKIE_SECURE: 'sometimes' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadGatewayConfig({ WS_MAX_FRAME_BYTES: '10' })).toThrow(/WS_MAX_FRAME_BYTES/);
  });

  it('reads TRUST_PROXY as Express understands it: a flag, a hop count or addresses', () => {
    expect(loadGatewayConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadGatewayConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadGatewayConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('forces the Secure cookie flag on or off when told', () => {
    expect(loadGatewayConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadGatewayConfig({ COOKIE_SECURE: 'no' }).cookieSecure).toBe(false);
  });
});
