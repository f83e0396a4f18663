import { baseConfigSchema, databaseConfigSchema, loadConfig, poolSizeSetting } from '@pkr/platform';
import { z } from 'zod';

export const leaderboardConfigSchema = baseConfigSchema.extend(databaseConfigSchema.shape).extend({
  /** Connections for concurrent events and reads; each applied event holds one for its transaction. */
  DATABASE_POOL_SIZE: poolSizeSetting(10),
});
export type LeaderboardConfig = z.output<typeof leaderboardConfigSchema>;

export function loadLeaderboardConfig(env: NodeJS.ProcessEnv = process.env): LeaderboardConfig {
  return loadConfig(leaderboardConfigSchema, env);
}
