import { baseConfigSchema, databaseConfigSchema, loadConfig } from '@pkr/platform';
import { z } from 'zod';

export const leaderboardConfigSchema = baseConfigSchema.extend(databaseConfigSchema.shape).extend({
  /** Connections for concurrent events and reads; each applied event holds one for its transaction. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
});
export type LeaderboardConfig = z.output<typeof leaderboardConfigSchema>;

export function loadLeaderboardConfig(env: NodeJS.ProcessEnv = process.env): LeaderboardConfig {
  return loadConfig(leaderboardConfigSchema, env);
}
