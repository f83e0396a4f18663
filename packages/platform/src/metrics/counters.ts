import { Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * The metric named `name`, made once per process: services started side by side in one process (the all-in-one
 * run, the tests) share it rather than register it twice.
 */
function once<M>(name: string, make: () => M): M {
  return (register.getSingleMetric(name) as M | undefined) ?? make();
}

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return once(name, () => new Counter<L>({ name, help, labelNames }));
}

export function gauge<L extends string>(name: string, help: string, labelNames: readonly L[]): Gauge<L> {
  return once(name, () => new Gauge<L>({ name, help, labelNames }));
}

/** Call latencies from 1 ms to 10 s: a bet's round trip sits at the low end, a timed-out call at the top. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function latencyHistogram<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
  return once(name, () => new Histogram<L>({ name, help, labelNames, buckets: LATENCY_BUCKETS }));
}

/** Seconds since `start` (a `process.hrtime.bigint()`), as the histograms take them. */
export const secondsSince = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e9;
