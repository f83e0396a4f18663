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
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const foreign = origin !== undefined ? !allowedOrigins.includes(origin) : fetchSite === 'cross-site';
    next(foreign ? new AppError('FORBIDDEN', 'Cross-site request refused') : undefined);
  };
}
