import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { GatewayConfig } from '../config';

/**
 * helmet's headers with a CSP for the built app: its own scripts and styles, and `/ws` on the allowed origins
 * (older browsers do not count ws: as 'self').
 */
export function securityHeaders(config: GatewayConfig): RequestHandler {
  const liveOrigins = config.allowedOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // UI libraries set inline styles (positions of popovers and toasts).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...liveOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Plain-http local runs (http://127.0.0.1) would break if the browser upgraded every asset to https.
        upgradeInsecureRequests: null,
      },
    },
  });
}
