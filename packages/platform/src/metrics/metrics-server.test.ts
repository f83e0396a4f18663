import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { serveMetrics } from './metrics-server';
import { onScrape, probedGauge } from './scrape';

const logger = pino({ level: 'silent' });

describe('the metrics listener', () => {
  it('serves the process metrics and the probed gauges on /metrics alone, dropping a stopped probe\'s series', async () => {
    const queue = probedGauge('pkr_test_queue', 'A probed figure of this test', ['queue']);
    const stopProbe = onScrape(() => queue.set({ queue: 'settled' }, 4));
    const failing = onScrape(() => {
      throw new Error('the database did not answer');
    });
    const metrics = await serveMetrics(0, logger);
    try {
      const url = `http://127.0.0.1:${metrics.port}`;
      const first = await (await fetch(`${url}/metrics`)).text();
      expect(first).toContain('pkr_test_queue{queue="settled"} 4');
      expect(first).toContain('process_cpu_user_seconds_total');
      stopProbe();
      expect(await (await fetch(`${url}/metrics`)).text()).not.toContain('pkr_test_queue{');
      expect((await fetch(`${url}/`)).status).toBe(404);
    } finally {
      failing();
      await metrics.stop();
    }
  });
});
