import type { IncomingMessage } from 'node:http';
import { AppError } from '@pkr/contracts';
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing call made by a page of another site, which would ride the player's cookie (CSRF).
 * Browsers name the calling page in `Origin` (and `Sec-Fetch-Site`); a call with neither is not a browser's and
 * carries no cookie by accident, so it passes to the session check like any other.
 */
export function crossSiteGuard(allowedOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    next(isCrossSite(req, allowedOrigins) ? new AppError('FORBIDDEN', 'Cross-site request refused') : undefined);
  };
}

/** Whether a call changes state on behalf of a page of another site. */
export function isCrossSite(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
  const { origin } = req.headers;
  return origin !== undefined ? !allowedOrigins.includes(origin) : req.headers['sec-fetch-site'] === 'cross-site';
}
