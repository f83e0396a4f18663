import { fileURLToPath } from 'node:url';
import { createBusClient, openServiceDatabase, type RunningService, serveEndpoints, type ServiceStart } from '@pkr/platform';
import type { LeaderboardConfig } from './config';
import { leaderboardEndpoints } from './endpoints';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Migrates the leaderboard's database and serves its endpoints; replicas share events and reads through the
 * 'leaderboard' queue.
 */
export async function startLeaderboardService({ bus, databaseUrl, logger, config }: ServiceStart<LeaderboardConfig>): Promise<RunningService> {
  const pool = await openServiceDatabase({ databaseUrl, migrationsDir, poolSize: config.DATABASE_POOL_SIZE, logger });
  const context = { pool, client: createBusClient(bus), logger };
  const subscription = serveEndpoints(bus, leaderboardEndpoints(context), { queue: 'leaderboard', logger });
  await bus.flush();
  logger.info('leaderboard service started');
  return {
    // stop after the bus has drained: the pool then waits for the transactions still running
    async stop() {
      subscription.unsubscribe();
      await pool.end();
    },
  };
}
