import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A device token names the username it was issued to at a successful login and a random nonce, signed so no
 * one can make one up (OWASP's "device cookie"). Its key is derived from the session secret under its own label,
 * so a session token's signature never passes for a device token's, nor the other way round.
 */
export const deviceTokenKey = (secret: string): Buffer => createHmac('sha256', secret).update('pkr device token v1').digest();

/** How long a browser stays a known device after its last successful login. */
export const DEVICE_TOKEN_DAYS = 365;

export interface DeviceClaims {
  /** The username as every rate-limit bucket counts it: trimmed and lower case. */
  username: string;
  nonce: string;
  expiresAt: Date;
}

export const normalUsername = (username: string) => username.trim().toLowerCase();

export function deviceTokenExpiry(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + DEVICE_TOKEN_DAYS * 86_400_000);
}

const signature = (body: string, key: Buffer) => createHmac('sha256', key).update(body).digest('base64url');

export function signDeviceToken({ username, nonce, expiresAt }: DeviceClaims, key: Buffer): string {
  const body = [Buffer.from(normalUsername(username)).toString('base64url'), nonce, Math.floor(expiresAt.getTime() / 1000)].join('.');
  return `${body}.${signature(body, key)}`;
}

/** The claims of a token signed with `key` and not yet expired at `now`; null for anything else. */
export function readDeviceToken(token: string, key: Buffer, now: Date): DeviceClaims | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [user, nonce, expiry, signed] = parts as [string, string, string, string];
  const expected = Buffer.from(signature(`${user}.${nonce}.${expiry}`, key));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(expiry)) return null;
  const expiresAt = new Date(Number(expiry) * 1000);
  if (expiresAt <= now) return null;
  return { username: Buffer.from(user, 'base64url').toString(), nonce, expiresAt };
}
