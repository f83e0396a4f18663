import { type Bus, createBusClient, type Logger } from '@pkr/platform';
import express, { type Express } from 'express';
import type { EngineMoneyCalls } from './clients/engine-money-calls';
import type { GatewayConfig } from './config';
import { apiRouter } from './http/api';
import { errorHandler } from './http/errors';
import { requestContext } from './http/request-context';
import { healthRoutes } from './http/routes/health';
import { securityHeaders } from './http/security';
import { sessionGuards } from './http/session';
import { staticSite } from './http/static-site';
import type { SessionLookup } from './sessions/session-lookup';

export interface GatewayDeps {
  bus: Bus;
  config: GatewayConfig;
  logger: Logger;
}

/** The HTTP side of the gateway: health, `/api`, the built app. `/ws` is attached to the server in server.ts. */
export function createGatewayApp({ bus, config, logger, lookup, engine }: GatewayDeps & { lookup: SessionLookup; engine: EngineMoneyCalls }): Express {
  const client = createBusClient(bus);
  const app = express();
  app.set('trust proxy', config.trustProxy);
  // Every `/api` answer is no-store, so an ETag (a hash of each body) would never be used.
  app.set('etag', false);
  app.use(requestContext(logger));
  app.use(securityHeaders(config));
  app.use(healthRoutes(client));
  app.use('/api', apiRouter({ client, engine, config, sessions: sessionGuards(client, lookup, config) }));
  app.use(staticSite(config.staticDir));
  app.use(errorHandler(logger));
  return app;
}
