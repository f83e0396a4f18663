export { observeBusRequest } from './bus-metrics';
export { counter, gauge, latencyHistogram, secondsSince } from './counters';
export { observeHttpRequest } from './http-metrics';
export { metricsListener, type MetricsServer, serveMetrics } from './metrics-server';
export { watchOutbox } from './outbox-metrics';
export { onScrape, PROBE_TIMEOUT_MS, probedGauge, renderMetrics, type ScrapeProbe } from './scrape';
