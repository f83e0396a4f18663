import { deviceTokenSchema, type LoginReply } from '@pkr/contracts';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import { cookieOptions, readCookie } from './session';

const DEVICE_COOKIE = 'device';

/**
 * The device token this browser was given at an earlier login, if it sends one; auth decides what it is worth.
 * A cookie no device token could be is dropped here, so a mangled cookie costs only the trust, never the login.
 */
export function readDeviceToken(req: Request): string | undefined {
  const token = deviceTokenSchema.safeParse(readCookie(req.headers.cookie, DEVICE_COOKIE));
  return token.success ? token.data : undefined;
}

/**
 * Keeps auth's device token in the browser for as long as auth says. It outlives logout on purpose: it is what lets
 * the owner's browser log in while strangers' guesses have the username locked. Only the login route reads it,
 * so only the login route is sent it.
 */
export function setDeviceCookie(req: Request, res: Response, config: GatewayConfig, device: LoginReply['device']): void {
  res.cookie(DEVICE_COOKIE, device.token, {
    ...cookieOptions(req, config),
    path: req.baseUrl + req.path,
    expires: new Date(device.expiresAt),
  });
}
