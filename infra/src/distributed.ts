import { join } from 'node:path';
import { assertPortFree, createLogger, type RunningService, runMain, startEmbeddedPostgres } from '@pkr/platform';
import { dataDir, devAdmin, prepareDataDir, sessionSecret } from './dev-defaults';
import { NATS_CLUSTER_SIZE, startNatsCluster } from './nats-cluster';
import { newNatsPasswords, securedNatsOptions } from './nats-config';
import { launchTopology } from './topology';

/**
 * `make up`: the distributed topology as local processes, the way docker-compose.yml runs it for operators:
 * a cluster of three nats-servers (every service its own user, infra/nats/nats-server.conf; clients on NATS_PORT
 * and the two ports after it, routes on NATS_ROUTE_PORT and the two after it), PostgreSQL with one database per
 * service, every service in its own process, and two gateways behind HAProxy on PORT. Set NATS_URL and
 * PG_ADMIN_URL to use servers you already run (a NATS_URL, one server or several comma-separated, is used as it
 * is, by every service).
 */
const logger = createLogger('distributed');

async function start(): Promise<RunningService> {
  prepareDataDir();
  const port = Number(process.env.PORT ?? 8080);
  await assertPortFree(port, 'the balancer', 'PORT');
  const nats = process.env.NATS_URL ? undefined : await startLocalNats();
  const postgres = process.env.PG_ADMIN_URL ? undefined : await startLocalPostgres();
  const topology = await launchTopology({
    natsUrl: process.env.NATS_URL ?? (nats?.url as string),
    ...(nats ? { natsPasswords: nats.passwords } : {}),
    pgAdminUrl: process.env.PG_ADMIN_URL ?? (postgres?.adminUrl as string),
    gatewayPort: port,
    balanced: true,
    sessionSecret: sessionSecret(),
    admin: devAdmin,
    logDir: join(dataDir, 'logs'),
    metricsBasePort: Number(process.env.METRICS_BASE_PORT ?? 9101),
  });
  console.log(`\n  The distributed app is running at http://localhost:${port}, two gateways behind HAProxy (logs in ${join(dataDir, 'logs')})`);
  console.log(`  Admin panel: http://localhost:${port}/admin-login  (username: ${devAdmin.username}, password: ${devAdmin.password})`);
  console.log('  Metrics (Prometheus text, never on the public port):');
  for (const [name, url] of topology.metricsUrls) console.log(`    ${name.padEnd(14)} ${url}`);
  console.log('');
  return {
    async stop() {
      await topology.stop();
      await nats?.stop();
      await postgres?.stop();
    },
  };
}

/** With infra/nats/nats-server.conf and passwords of this run's own; each member keeps its JetStream store under .data. */
async function startLocalNats() {
  const clientPort = Number(process.env.NATS_PORT ?? 4222);
  const routePort = Number(process.env.NATS_ROUTE_PORT ?? 6222);
  const ports = Array.from({ length: NATS_CLUSTER_SIZE }, (_, index) => ({ client: clientPort + index, route: routePort + index }));
  for (const port of ports) {
    await assertPortFree(port.client, 'nats-server', 'NATS_PORT');
    await assertPortFree(port.route, "nats-server's cluster routes", 'NATS_ROUTE_PORT');
  }
  const passwords = newNatsPasswords();
  const cluster = await startNatsCluster({ base: securedNatsOptions(passwords), jetStreamDir: join(dataDir, 'nats'), ports });
  return { ...cluster, passwords };
}

async function startLocalPostgres() {
  const postgresPort = Number(process.env.EMBEDDED_PG_PORT ?? 54330);
  await assertPortFree(postgresPort, 'the embedded PostgreSQL', 'EMBEDDED_PG_PORT');
  return startEmbeddedPostgres({ databaseDir: join(dataDir, 'postgres-distributed'), port: postgresPort, persistent: true });
}

await runMain(logger, start);
