import { AppError, type SessionReply } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { logout } from '../clients/auth';
import type { GatewayConfig } from '../config';
import type { SessionLookup } from '../sessions/session-lookup';

const SESSION_COOKIE = 'session';

/** The session token of a Cookie header, if there is one. */
export const readSessionToken = (cookieHeader: string | undefined) => readCookie(cookieHeader, SESSION_COOKIE);

/** The value of the named cookie in a Cookie header, if there is one. */
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function cookieOptions(req: Request, config: GatewayConfig): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure === 'auto' ? req.secure : config.cookieSecure,
  };
}

export function setSessionCookie(req: Request, res: Response, config: GatewayConfig, session: SessionReply): void {
  res.cookie(SESSION_COOKIE, session.token, { ...cookieOptions(req, config), expires: new Date(session.expiresAt) });
}

export function clearSessionCookie(req: Request, res: Response, config: GatewayConfig): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req, config));
}

export interface SessionGuards {
  /** Resolves the cookie (if any) into `res.locals.session`, null when absent or refused. */
  optional: RequestHandler;
  /** 401 'Not logged in' without a live session. */
  required: RequestHandler;
  /** 403 'Admin access required' unless the session was opened at the admin login by an admin. */
  admin: RequestHandler;
  /** After `optional`: revokes the session (if any) and clears the cookie; logging out twice is not an error. */
  end: RequestHandler;
  /** A session ended here by another route (the admin logout): this gateway forgets it at once. */
  ended(sessionId: string): void;
  /** A login or registration through auth, its session kept here so the caller's next calls do not ask auth. */
  opening: SessionLookup['opening'];
}

/**
 * Every authenticated call looks the cookie up (auth, or what this gateway verified moments ago and auth has
 * not announced as changed since), so a session revoked by logout is refused on every gateway within a second.
 * A refused cookie is cleared so the browser stops sending it.
 */
export function sessionGuards(client: BusClient, lookup: SessionLookup, config: GatewayConfig): SessionGuards {
  const optional: RequestHandler = async (req, res, next) => {
    if (res.locals.session === undefined) {
      const token = readSessionToken(req.headers.cookie);
      res.locals.session = token === undefined || res.locals.sessionRefused ? null : await lookup.resolve(token);
      if (token !== undefined && res.locals.session === null) clearSessionCookie(req, res, config);
    }
    next();
  };
  const required: RequestHandler = async (req, res, next) => {
    await optional(req, res, () => undefined);
    if (!res.locals.session) throw new AppError('UNAUTHENTICATED', 'Not logged in');
    next();
  };
  const admin: RequestHandler = async (req, res, next) => {
    await required(req, res, () => undefined);
    if (res.locals.session?.isAdmin !== true) throw new AppError('FORBIDDEN', 'Admin access required');
    next();
  };
  const end: RequestHandler = async (req, res) => {
    if (res.locals.session) {
      await logout(client, res.locals.session.sessionId);
      lookup.ended(res.locals.session.sessionId);
    }
    clearSessionCookie(req, res, config);
    res.json({ message: 'Logged out' });
  };
  return { optional, required, admin, end, ended: (sessionId) => lookup.ended(sessionId), opening: (open) => lookup.opening(open) };
}
