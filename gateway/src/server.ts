import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBusClient, PortInUseError } from '@pkr/platform';
import { createGatewayApp, type GatewayDeps } from './app';
import { EngineMoneyCalls } from './clients/engine-money-calls';
import { measuredRequests } from './http/request-metrics';
import { securityHeaders } from './http/security';
import { moneyFastPath } from './money-fast-path';
import { followSessionChanges } from './sessions/session-changes';
import { SessionCache } from './sessions/session-cache';
import { cachedSessionLookup } from './sessions/session-lookup';
import { attachLiveServer } from './ws/live-server';

/** How long requests in flight get to finish on shutdown before their connections are cut. */
const DRAIN_GRACE_MS = 5_000;

/**
 * How long an idle connection is kept open. Node's default (5 s) is shorter than a round: a player who bets and
 * then cashes out would open a new connection for the cash-out, and a round's cash-outs arrive together. Longer
 * than the 60 s idle timeout of most load balancers, so the gateway is never the side that closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

export interface RunningGateway {
  port: number;
  server: Server;
  stop(): Promise<void>;
}

/** The gateway on one port: HTTP (`/api`, health, the app) and `/ws` on the same server. */
export async function startGateway(deps: GatewayDeps): Promise<RunningGateway> {
  const client = createBusClient(deps.bus);
  const cache = new SessionCache(deps.config.sessionCache);
  const lookup = cachedSessionLookup(client, cache);
  const engine = new EngineMoneyCalls(client);
  const app = createGatewayApp({ ...deps, lookup, engine });
  const fastPathDeps = { engine, config: deps.config, logger: deps.logger, lookup, securityHeaders: securityHeaders(deps.config) };
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, measuredRequests(moneyFastPath(fastPathDeps, app)));
  // A request's headers must be allowed to take longer than the idle wait, or a slow client on a kept connection is cut.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const live = attachLiveServer({ ...deps, server, client, engine, lookup });
  const sessionChanges = followSessionChanges(deps.bus, cache, deps.logger, (change) => live.sessionChanged(change));
  // The live subscriptions reach the bus server before the gateway takes its first socket.
  await deps.bus.flush();
  await new Promise<void>((resolve, reject) => {
    const refuse = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(deps.config.port, 'the gateway', 'PORT') : error);
    server.once('error', refuse);
    server.listen(deps.config.port, () => {
      server.off('error', refuse);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  deps.logger.info({ port }, 'gateway listening');

  return {
    port,
    server,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      sessionChanges.unsubscribe();
      await live.close();
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), DRAIN_GRACE_MS);
      timer.unref();
      await closed;
      clearTimeout(timer);
    },
  };
}
