import type { Bus, BusClient, Logger, Pool } from '@pkr/platform';

/** What every chat handler works with. */
export interface ChatContext {
  pool: Pool;
  /** Announces new and deleted messages to the gateways. */
  bus: Bus;
  /** Asks auth for the writer's profile and protection, the leaderboard for their bets, the engine for a shared bet. */
  client: BusClient;
  logger: Logger;
  now: () => Date;
  /** Runs one writer's posts on this replica one after another (domain/one-at-a-time.ts). */
  writerTurn: <T>(userId: string, task: () => Promise<T>) => Promise<T>;
}
