import { fileURLToPath } from 'node:url';
import { createBusClient, openServiceDatabase, type RunningService, serveEndpoints, type ServiceStart } from '@pkr/platform';
import type { ChatConfig } from './config';
import { oneAtATime } from './domain/one-at-a-time';
import { chatEndpoints } from './endpoints';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/** How a replica is started; `now` is the clock of the write limits and mutes, the system's unless a test sets one. */
export type ChatStart = ServiceStart<ChatConfig> & { now?: () => Date };

/**
 * Migrates the chat's database and serves its endpoints; replicas share posts and reads through the 'chat' queue.
 */
export async function startChatService({ bus, databaseUrl, logger, config, now = () => new Date() }: ChatStart): Promise<RunningService> {
  const pool = await openServiceDatabase({ databaseUrl, migrationsDir, poolSize: config.DATABASE_POOL_SIZE, logger });
  const context = { pool, bus, client: createBusClient(bus), logger, now, writerTurn: oneAtATime() };
  const subscription = serveEndpoints(bus, chatEndpoints(context), { queue: 'chat', logger });
  await bus.flush();
  logger.info('chat service started');
  return {
    // stop after the bus has drained: the pool then waits for the transactions still running
    async stop() {
      subscription.unsubscribe();
      await pool.end();
    },
  };
}
