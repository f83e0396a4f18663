import type { BusClient } from '@pkr/platform';
import { Router } from 'express';
import { serviceHealth } from '../../clients/health';

/** Liveness (this process answers) and readiness (every service and its database answer over the bus). */
export function healthRoutes(client: BusClient): Router {
  const router = Router();

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    const services = await serviceHealth(client);
    const down = Object.entries(services).filter(([, state]) => state !== 'up');
    res.setHeader('Cache-Control', 'no-store');
    if (down.length === 0) {
      res.json({ status: 'ready', services });
      return;
    }
    const message = `Not ready: ${down.map(([name, state]) => `${name} ${state}`).join(', ')}`;
    res.status(503).json({ status: 'not ready', message, services });
  });

  return router;
}
