import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseConfigSchema, booleanFlag, ConfigError, loadConfig } from '@pkr/platform';
import { z } from 'zod';

/** The built frontend of this repository, found from this file so the working directory does not matter. */
const defaultStaticDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');

const originSchema = z.url().transform((value) => new URL(value).origin);

const gatewayEnvSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** Comma-separated origins a browser page may open `/ws` from; derived from PORT when unset. */
  ALLOWED_ORIGINS: z.string().optional(),
  STATIC_DIR: z.string().min(1).optional(),
  /** auto: Secure when the request came over https (as Express sees it, so behind a proxy with TRUST_PROXY). */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false', '1', '0', 'yes', 'no']).default('auto'),
  /** Express `trust proxy`: true/false, a hop count, or addresses/subnets ("loopback", "10.0.0.0/8"). */
  TRUST_PROXY: z.string().default('false'),
  WS_MAX_FRAME_BYTES: z.coerce.number().int().min(1024).default(16 * 1024),
  WS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(30_000),
  WS_MESSAGE_BURST: z.coerce.number().int().min(1).default(40),
  WS_MESSAGES_PER_SECOND: z.coerce.number().positive().default(10),
  /** Open sockets one player may hold on one gateway: every tab and device of a real player fits. */
  WS_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(20),
  /** How long a verified session is kept by this gateway (never past its expiry); 0 asks auth on every call. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
  /** Verified sessions kept at most; past it the oldest go first. */
  SESSION_CACHE_ENTRIES: z.coerce.number().int().min(1).default(20_000),
  /** The Android package `GET /api/download/apk` serves; unset, the download answers 404. */
  APK_PATH: z.string().min(1).optional(),
});

export interface GatewayConfig {
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: string;
  natsUrl: string;
  port: number;
  /** The port of the gateway's own metrics listener, apart from the public one; none when unset. */
  metricsPort: number | undefined;
  allowedOrigins: string[];
  staticDir: string;
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean | number | string;
  wsMaxFrameBytes: number;
  /** Server ping interval; a socket that misses two pings in a row is terminated. */
  wsHeartbeatMs: number;
  /** What one socket may send; past it the socket is closed with 1008. */
  wsMessageBudget: { burst: number; perSecond: number };
  /** Past it a new socket of that player is closed with 1008. */
  wsSocketsPerUser: number;
  apkPath: string | undefined;
  sessionCache: { ttlMs: number; maxEntries: number };
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const raw = loadConfig(gatewayEnvSchema, env);
  return {
    nodeEnv: raw.NODE_ENV,
    logLevel: raw.LOG_LEVEL,
    natsUrl: raw.NATS_URL,
    port: raw.PORT,
    metricsPort: raw.METRICS_PORT,
    allowedOrigins: parseOrigins(raw.ALLOWED_ORIGINS, raw.PORT),
    staticDir: resolve(raw.STATIC_DIR ?? defaultStaticDir),
    cookieSecure: raw.COOKIE_SECURE === 'auto' ? 'auto' : booleanFlag.parse(raw.COOKIE_SECURE),
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    wsMaxFrameBytes: raw.WS_MAX_FRAME_BYTES,
    wsHeartbeatMs: raw.WS_HEARTBEAT_MS,
    wsMessageBudget: { burst: raw.WS_MESSAGE_BURST, perSecond: raw.WS_MESSAGES_PER_SECOND },
    wsSocketsPerUser: raw.WS_SOCKETS_PER_USER,
    apkPath: raw.APK_PATH === undefined ? undefined : resolve(raw.APK_PATH),
    sessionCache: { ttlMs: raw.SESSION_CACHE_MS, maxEntries: raw.SESSION_CACHE_ENTRIES },
  };
}

function parseOrigins(list: string | undefined, port: number): string[] {
  if (list === undefined || list.trim() === '') return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const parsed = originSchema.safeParse(entry);
      if (!parsed.success) throw new ConfigError(`Invalid configuration: ALLOWED_ORIGINS: not an origin: ${entry}`);
      return parsed.data;
    });
}

function parseTrustProxy(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  const flag = booleanFlag.safeParse(value);
  return flag.success ? flag.data : value;
}
