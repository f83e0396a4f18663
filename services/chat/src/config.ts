import { baseConfigSchema, databaseConfigSchema, loadConfig, poolSizeSetting } from '@pkr/platform';
import { z } from 'zod';

export const chatConfigSchema = baseConfigSchema.extend(databaseConfigSchema.shape).extend({
  /** Connections for concurrent posts and reads; each post holds one for its transaction. */
  DATABASE_POOL_SIZE: poolSizeSetting(10),
});
export type ChatConfig = z.output<typeof chatConfigSchema>;

export function loadChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return loadConfig(chatConfigSchema, env);
}
