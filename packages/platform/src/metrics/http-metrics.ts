import { counter, latencyHistogram, secondsSince } from './counters';

const requests = counter('pkr_http_requests_total', 'HTTP requests the gateway answered, by method, route and status', ['method', 'route', 'status']);
const latency = latencyHistogram('pkr_http_request_duration_seconds', 'Time the gateway took to answer an HTTP request, by method and route', ['method', 'route']);

/** Counts one answered HTTP request and its time; `route` is the route's pattern, never the raw URL, so ids make no series. */
export function observeHttpRequest(method: string, route: string, status: number, start: bigint): void {
  requests.inc({ method, route, status: String(status) });
  latency.observe({ method, route }, secondsSince(start));
}
