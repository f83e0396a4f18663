import { createSecretKey, type KeyObject } from 'node:crypto';
import { checkSessionRequestSchema } from '@pkr/contracts';
import jwt from 'jsonwebtoken';

/**
 * The signing key, made once: handed the secret as text, jsonwebtoken first tries to read it as a public key on
 * every call, which was half of the auth service's CPU while bets were taken.
 */
export const sessionKey = (secret: string): KeyObject => createSecretKey(Buffer.from(secret, 'utf8'));

export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/** When a session started now ends, on a whole second so the token's exp and the stored expiry agree. */
export function sessionExpiry(now: Date, ttlHours: number): Date {
  return new Date(Math.floor((now.getTime() + ttlHours * 3_600_000) / 1000) * 1000);
}

export function signSessionToken(claims: SessionClaims, expiresAt: Date, secret: string | KeyObject): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return jwt.sign({ sub: claims.userId, sid: claims.sessionId, exp }, secret, { algorithm: 'HS256', noTimestamp: true });
}

/**
 * The claims of a token signed with `secret` and not yet expired, naming a session and a user by their ids; null
 * for anything else.
 */
export function readSessionToken(token: string, secret: string | KeyObject): SessionClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload === 'string' || typeof payload.exp !== 'number') return null;
    const claims = checkSessionRequestSchema.safeParse({ userId: payload.sub, sessionId: payload.sid });
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
