import { fileURLToPath } from 'node:url';
import { createBusClient, openServiceDatabase, type RunningService, serveEndpoints, type ServiceStart } from '@pkr/platform';
import type { AdminConfig } from './config';
import { adminEndpoints } from './endpoints';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/** Migrates the audit log's database and serves the admin calls; replicas share the load through the 'admin' queue. */
export async function startAdminService({ bus, databaseUrl, logger, config }: ServiceStart<AdminConfig>): Promise<RunningService> {
  const pool = await openServiceDatabase({ databaseUrl, migrationsDir, poolSize: config.DATABASE_POOL_SIZE, logger });
  const subscription = serveEndpoints(bus, adminEndpoints({ pool, client: createBusClient(bus) }), { queue: 'admin', logger });
  await bus.flush();
  logger.info('admin service started');
  return {
    // stop after the bus has drained: the pool then waits for the audit rows still being written
    async stop() {
      subscription.unsubscribe();
      await pool.end();
    },
  };
}
