import { counter, latencyHistogram, secondsSince } from './counters';

const requests = counter('pkr_bus_requests_total', 'Bus requests a service answered, by subject and outcome (ok, or the error code answered)', ['subject', 'outcome']);
const latency = latencyHistogram('pkr_bus_request_duration_seconds', 'Time a service took to answer a bus request, by subject', ['subject']);

/** Counts one answered bus request and its time; `outcome` is 'ok' or the code of the error it answered. */
export function observeBusRequest(subject: string, outcome: string, start: bigint): void {
  requests.inc({ subject, outcome });
  latency.observe({ subject }, secondsSince(start));
}
