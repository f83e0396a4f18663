import { describe, expect, it } from 'vitest';
import { deviceTokenExpiry, deviceTokenKey, readDeviceToken, signDeviceToken } from './device-token';

const key = deviceTokenKey('unit-test-session-secret-0123456789abcdef');
const now = new Date('2025-03-01T12:00:00.000Z');
const issued = signDeviceToken({ username: ' Ayesha ', nonce: 'n0nce-abc', expiresAt: deviceTokenExpiry(now) }, key);

describe('device tokens', () => {
  it('name the username as rate limits count it and the nonce, for a year', () => {
    expect(readDeviceToken(issued, key, now)).toEqual({ username: 'ayesha', nonce: 'n0nce-abc', expiresAt: new Date('2026-03-01T12:00:00.000Z') });
  });

  it('are refused once expired', () => {
    expect(readDeviceToken(issued, key, new Date('2026-03-01T12:00:00.000Z'))).toBeNull();
  });

  it('are refused when signed with another secret, or when any part is changed', () => {
    expect(readDeviceToken(issued, deviceTokenKey('another-session-secret-0123456789abcdef'), now)).toBeNull();
    const [, nonce, expiry, signature] = issued.split('.');
    const otherUser = [Buffer.from('bilal').toString('base64url'), nonce, expiry, signature].join('.');
    expect(readDeviceToken(otherUser, key, now)).toBeNull();
    expect(readDeviceToken(issued.replace('n0nce-abc', 'n0nce-abd'), key, now)).toBeNull();
    expect(readDeviceToken(`${issued}x`, key, now)).toBeNull();
    expect(readDeviceToken('not-a-token', key, now)).toBeNull();
  });

  it('are signed with a key of their own, not the session secret itself', () => {
    const secret = 'unit-test-session-secret-0123456789abcdef';
    const withRawSecret = signDeviceToken({ username: 'ayesha', nonce: 'n', expiresAt: deviceTokenExpiry(now) }, Buffer.from(secret));
    expect(readDeviceToken(withRawSecret, key, now)).toBeNull();
  });
});
