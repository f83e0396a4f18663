import { limits, usernameSchema } from '@pkr/contracts';
import { baseConfigSchema, databaseConfigSchema, loadConfig, poolSizeSetting } from '@pkr/platform';
import { z } from 'zod';

// An empty variable (as a Makefile or compose file may pass) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const settingsShape = {
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  ADMIN_USERNAME: optional(usernameSchema),
  ADMIN_PASSWORD: optional(z.string().min(limits.passwordMin).max(limits.passwordMax)),
  RATE_LIMIT_WINDOW_SECONDS: count(900),
  RATE_LIMIT_FAILED_LOGINS_PER_USERNAME: count(10),
  RATE_LIMIT_FAILED_LOGINS_PER_DEVICE: count(10),
  RATE_LIMIT_FAILED_LOGINS_PER_IP: count(2000),
  RATE_LIMIT_REGISTRATIONS_PER_IP: count(120),
  /** Connections for concurrent calls; a login, a registration or a purchase holds one for its transaction. */
  DATABASE_POOL_SIZE: poolSizeSetting(10),
};

const adminPair = {
  check: (env: { ADMIN_USERNAME?: string | undefined; ADMIN_PASSWORD?: string | undefined }) =>
    (env.ADMIN_USERNAME === undefined) === (env.ADMIN_PASSWORD === undefined),
  message: { message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together', path: ['ADMIN_PASSWORD'] },
};

/** What the auth service itself needs, whichever way it runs (the all-in-one runner loads just this). */
export const authSettingsSchema = z.object(settingsShape).refine(adminPair.check, adminPair.message);
export type AuthSettings = z.output<typeof authSettingsSchema>;

/** The environment of the auth process when it runs on its own. */
export const authConfigSchema = baseConfigSchema
  .extend(databaseConfigSchema.shape)
  .extend(settingsShape)
  .refine(adminPair.check, adminPair.message);
export type AuthConfig = z.output<typeof authConfigSchema>;

export const loadAuthConfig = (env: NodeJS.ProcessEnv): AuthConfig => loadConfig(authConfigSchema, env);
