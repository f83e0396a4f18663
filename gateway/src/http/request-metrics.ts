import type { IncomingMessage, RequestListener } from 'node:http';
import { observeHttpRequest } from '@pkr/platform';
import { moneyCalls } from './money-calls';

const moneyCallPaths = new Set(Object.keys(moneyCalls).map((path) => `/api${path}`));

/** What Express leaves on a request it routed: the matched route's pattern under its router's mount path. */
type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };

/**
 * Counts every HTTP answer of the gateway with its time, by route pattern: one hook around the whole server,
 * so the fast path, every Express route and the static files are measured alike.
 */
export function measuredRequests(listener: RequestListener): RequestListener {
  return (req, res) => {
    const start = process.hrtime.bigint();
    res.once('finish', () => observeHttpRequest(req.method ?? 'GET', routeOf(req), res.statusCode, start));
    listener(req, res);
  };
}

function routeOf(req: RoutedRequest): string {
  if (typeof req.route?.path === 'string') return `${req.baseUrl ?? ''}${req.route.path}`;
  const path = (req.url ?? '').split('?')[0] ?? '';
  // The fast path answers the money calls without Express's routing.
  if (moneyCallPaths.has(path)) return path;
  return path.startsWith('/api/') ? '/api (no route)' : 'static';
}
