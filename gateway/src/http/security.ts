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

/**
 * The headers a middleware such as helmet's sets, worked out once. helmet's depend on the configuration alone,
 * never on the request, so a path that answers without Express can send the very same ones.
 */
export function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  let finished = false;
  middleware({} as never, res as never, () => void (finished = true));
  if (!finished) throw new Error('The security headers were not set at once');
  return headers;
}
