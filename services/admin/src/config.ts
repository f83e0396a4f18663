import { baseConfigSchema, databaseConfigSchema, loadConfig } from '@pkr/platform';
import { z } from 'zod';

export const adminConfigSchema = baseConfigSchema.extend(databaseConfigSchema.shape).extend({
  /** Connections for concurrent admin calls; each audited action holds one for its insert. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(5),
});
export type AdminConfig = z.output<typeof adminConfigSchema>;

export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  return loadConfig(adminConfigSchema, env);
}
