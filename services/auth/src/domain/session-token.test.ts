import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { readSessionToken, sessionExpiry, sessionKey, signSessionToken } from './session-token';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { userId: '5b0f2a4e-4a47-4c59-9a83-1f0c8a0d5a11', sessionId: '0d3c1f64-9a8e-4d8c-bb0e-7f6e2b1c9d22' };
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('session tokens', () => {
  it('gives back the user and session of a token it signed', () => {
    expect(readSessionToken(signSessionToken(claims, inAnHour(), secret), secret)).toEqual(claims);
  });

  it('writes the expiry into the token as exp, in whole seconds', () => {
    const expiresAt = sessionExpiry(new Date('2025-01-01T00:00:00.400Z'), 168);
    expect(expiresAt.toISOString()).toBe('2025-01-08T00:00:00.000Z');
    const payload = jwt.decode(signSessionToken(claims, expiresAt, secret)) as jwt.JwtPayload;
    expect(payload).toMatchObject({ sub: claims.userId, sid: claims.sessionId, exp: expiresAt.getTime() / 1000 });
  });

  it('reads and writes the same tokens with the key made once as with the secret text', () => {
    const key = sessionKey(secret);
    expect(readSessionToken(signSessionToken(claims, inAnHour(), secret), key)).toEqual(claims);
    expect(readSessionToken(signSessionToken(claims, inAnHour(), key), secret)).toEqual(claims);
    expect(readSessionToken(signSessionToken(claims, inAnHour(), 'another-secret-that-is-long-enough-98765'), key)).toBeNull();
  });

  it('refuses an expired token', () => {
    expect(readSessionToken(signSessionToken(claims, new Date(Date.now() - 1000), secret), secret)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const forged = signSessionToken(claims, inAnHour(), 'another-secret-that-is-long-enough-98765');
    expect(readSessionToken(forged, secret)).toBeNull();
  });

  it('refuses a token whose claims were edited after signing', () => {
    const [header, , signature] = signSessionToken(claims, inAnHour(), secret).split('.');
    const edited = Buffer.from(JSON.stringify({ sub: 'someone-else', sid: claims.sessionId, exp: 9_999_999_999 })).toString('base64url');
    expect(readSessionToken(`${header}.${edited}.${signature}`, secret)).toBeNull();
  });

  it('refuses an unsigned token', () => {
    const unsigned = jwt.sign({ sub: claims.userId, sid: claims.sessionId }, '', { algorithm: 'none' });
    expect(readSessionToken(unsigned, secret)).toBeNull();
  });

  it('refuses a token without an expiry or without a session id', () => {
    expect(readSessionToken(jwt.sign({ sub: claims.userId, sid: claims.sessionId }, secret), secret)).toBeNull();
    expect(readSessionToken(jwt.sign({ sub: claims.userId }, secret, { expiresIn: 60 }), secret)).toBeNull();
  });

  it('refuses a signed token whose session or user is not an id', () => {
    expect(readSessionToken(jwt.sign({ sub: claims.userId, sid: 'not-a-session-id' }, secret, { expiresIn: 60 }), secret)).toBeNull();
    expect(readSessionToken(jwt.sign({ sub: 'sana', sid: claims.sessionId }, secret, { expiresIn: 60 }), secret)).toBeNull();
  });
});
