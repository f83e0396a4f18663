import { randomBytes } from 'node:crypto';
import { deviceTokenExpiry, deviceTokenKey, normalUsername, readDeviceToken, signDeviceToken } from './domain/device-token';

export interface IssuedDevice {
  token: string;
  expiresAt: string;
}

/** Device tokens: issued at each successful player login, and recognised at the next attempts of that browser. */
export class KnownDevices {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = deviceTokenKey(secret);
  }

  issue(username: string): IssuedDevice {
    const expiresAt = deviceTokenExpiry(this.now());
    const token = signDeviceToken({ username, nonce: randomBytes(16).toString('base64url'), expiresAt }, this.key);
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The nonce of a live device token issued to this username, or null: a forged or expired token, or one issued
   * to another player, makes the attempt a stranger's.
   */
  recognise(token: string | undefined, username: string): string | null {
    const claims = token === undefined ? null : readDeviceToken(token, this.key, this.now());
    return claims !== null && claims.username === normalUsername(username) ? claims.nonce : null;
  }
}
