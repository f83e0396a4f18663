import { type Gauge, register } from 'prom-client';
import { gauge } from './counters';

/** How long a scrape waits for one probe (a query); a probe that takes longer leaves its figures out of that scrape. */
export const PROBE_TIMEOUT_MS = 2_000;

/** Work done when Prometheus scrapes: it sets the probed gauges from a query or from memory. */
export type ScrapeProbe = () => Promise<void> | void;

const probes = new Set<ScrapeProbe>();
const probedGauges = new Set<Gauge>();

/**
 * A gauge whose value is found only when Prometheus asks: its series are cleared before each scrape's probes run,
 * so a figure that a stopped service or a failed query can no longer give disappears instead of going stale.
 */
export function probedGauge<L extends string>(name: string, help: string, labelNames: readonly L[]): Gauge<L> {
  const probed = gauge(name, help, labelNames);
  probedGauges.add(probed as Gauge);
  return probed;
}

/** Runs `probe` at every scrape until the answer is called; a service registers its probes at start and ends them at stop. */
export function onScrape(probe: ScrapeProbe): () => void {
  probes.add(probe);
  return () => probes.delete(probe);
}

/** Every metric of this process in Prometheus's text format, the probed gauges found first. */
export async function renderMetrics(): Promise<string> {
  for (const gauge of probedGauges) gauge.reset();
  await Promise.all([...probes].map((probe) => withinProbeTimeout(probe)));
  return register.metrics();
}

async function withinProbeTimeout(probe: ScrapeProbe): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.resolve().then(probe), timeout]);
  } catch {
    // A probe that fails leaves its gauges empty for this scrape; the missing series is what an alert sees.
  } finally {
    clearTimeout(timer);
  }
}
