import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { collectDefaultMetrics, register } from 'prom-client';
import { PortInUseError } from '../ports';
import { renderMetrics } from './scrape';

export interface MetricsServer {
  port: number;
  stop(): Promise<void>;
}

let defaultsCollected = false;

/**
 * Serves this process's metrics on `GET /metrics` at a port of its own, apart from any public port, with Node's
 * default process metrics beside the product's.
 */
export async function serveMetrics(port: number, logger: Logger): Promise<MetricsServer> {
  if (!defaultsCollected) {
    collectDefaultMetrics({ register });
    defaultsCollected = true;
  }
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    renderMetrics().then(
      (text) => res.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be rendered');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    const refuse = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'the metrics', 'METRICS_PORT') : error);
    server.once('error', refuse);
    server.listen(port, () => {
      server.off('error', refuse);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  logger.info({ port: bound }, 'metrics listening');
  return {
    port: bound,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Prometheus keeps its connection open between scrapes; nothing else would end it.
      server.closeAllConnections();
      await closed;
    },
  };
}

/** The metrics listener of a process started on its own: on METRICS_PORT when set, none otherwise. */
export async function metricsListener(port: number | undefined, logger: Logger): Promise<{ stop(): Promise<void> }> {
  return port === undefined ? { stop: async () => undefined } : serveMetrics(port, logger);
}
