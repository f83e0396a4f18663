import { baseConfigSchema, databaseConfigSchema, loadConfig, poolSizeSetting } from '@pkr/platform';
import { z } from 'zod';

export const adminConfigSchema = baseConfigSchema.extend(databaseConfigSchema.shape).extend({
  /** Connections for concurrent admin calls; each audited action holds one for its insert. */
  DATABASE_POOL_SIZE: poolSizeSetting(5),
});
export type AdminConfig = z.output<typeof adminConfigSchema>;

export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  return loadConfig(adminConfigSchema, env);
}
