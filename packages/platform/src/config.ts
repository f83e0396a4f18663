import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads configuration from the environment through a zod schema, failing fast with the bad key named. */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** Keys every service reads. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  /** The port of the process's own metrics listener (`GET /metrics`); unset, the process serves no metrics. */
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65_535).optional()),
});

export const databaseConfigSchema = z.object({ DATABASE_URL: z.url() });

/** `DATABASE_POOL_SIZE`: the connections a service keeps to its database, `fallback` unless set. */
export const poolSizeSetting = (fallback: number) => z.coerce.number().int().min(2).max(200).default(fallback);

/** "true"/"1"/"yes" and "false"/"0"/"no" from the environment. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
