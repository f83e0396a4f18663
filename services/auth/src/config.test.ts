import { ConfigError } from '@pkr/platform';
import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from './config';

const required = {
  DATABASE_URL: 'postgres://auth:auth@127.0.0.1:5432/auth',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('auth configuration', () => {
  it('uses a week of session and the documented rate limits when nothing else is set', () => {
    const config = loadAuthConfig(required);
    expect(config).toMatchObject({
      SESSION_TTL_HOURS: 168,
      RATE_LIMIT_WINDOW_SECONDS: 900,
      RATE_LIMIT_FAILED_LOGINS_PER_USERNAME: 10,
      RATE_LIMIT_FAILED_LOGINS_PER_DEVICE: 10,
      RATE_LIMIT_FAILED_LOGINS_PER_IP: 2000,
      RATE_LIMIT_REGISTRATIONS_PER_IP: 120,
      DATABASE_POOL_SIZE: 10,
    });
    expect([config.ADMIN_USERNAME, config.ADMIN_PASSWORD]).toEqual([undefined, undefined]);
  });

  it('reads raised limits from their environment strings', () => {
    const config = loadAuthConfig({ ...required, RATE_LIMIT_REGISTRATIONS_PER_IP: '5000', SESSION_TTL_HOURS: '12' });
    expect(config.RATE_LIMIT_REGISTRATIONS_PER_IP).toBe(5000);
    expect(config.SESSION_TTL_HOURS).toBe(12);
  });

  it('reads a larger database pool, and refuses one of a single connection, naming the key', () => {
    expect(loadAuthConfig({ ...required, DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    expect(() => loadAuthConfig({ ...required, DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('refuses a session secret shorter than 32 characters, naming the key', () => {
    expect(() => loadAuthConfig({ ...required, SESSION_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadAuthConfig({ ...required, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses an admin username without its password, and treats empty values as unset', () => {
    expect(() => loadAuthConfig({ ...required, ADMIN_USERNAME: 'admin' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadAuthConfig({ ...required, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }).ADMIN_USERNAME).toBeUndefined();
  });

  it('refuses an admin password the login form could never send', () => {
    expect(() => loadAuthConfig({ ...required, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'abc' })).toThrow(/ADMIN_PASSWORD/);
  });
});
