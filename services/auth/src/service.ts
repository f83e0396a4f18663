import { fileURLToPath } from 'node:url';
import { createBusClient, openServiceDatabase, OutboxRelay, type RunningService, serveEndpoints, type ServiceStart, watchOutbox } from '@pkr/platform';
import { sweepUnconfirmedPurchases } from './accessory-purchase';
import { seedAdmin } from './admin-seed';
import type { AuthSettings } from './config';
import { authEndpoints } from './endpoints';
import { KnownDevices } from './known-devices';
import { announceAccountsWithoutDateOfBirth } from './legacy-accounts';
import { RateLimiter } from './rate-limiter';
import { SessionAnnouncer } from './session-changes';
import { Sessions } from './sessions';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/** How often purchases a stopped service left unconfirmed are looked for and voided. */
const PURCHASE_SWEEP_MS = 15_000;

/** Starts the auth service on a bus: users, password checks, sessions and the admin seed. Tests may set its clock. */
export async function startAuthService({
  bus,
  databaseUrl,
  logger,
  config,
  now = () => new Date(),
}: ServiceStart<AuthSettings> & { now?: () => Date }): Promise<RunningService> {
  const pool = await openServiceDatabase({ databaseUrl, migrationsDir, poolSize: config.DATABASE_POOL_SIZE, logger }, async (opened) => {
    if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
      await seedAdmin(opened, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }, logger);
    }
  });
  const client = createBusClient(bus);
  const relay = new OutboxRelay({ pool, client, logger });
  relay.start();
  const unwatchOutbox = watchOutbox(pool, 'auth');
  // Before serving: no session of such an account may reach a bet before the wallet and the engine can hear of it.
  const announced = await announceAccountsWithoutDateOfBirth(pool, now);
  if (announced > 0) logger.info({ announced }, 'announced the accounts that have not given a date of birth');
  const limiter = new RateLimiter(pool, {
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    failedLoginsPerUsername: config.RATE_LIMIT_FAILED_LOGINS_PER_USERNAME,
    failedLoginsPerDevice: config.RATE_LIMIT_FAILED_LOGINS_PER_DEVICE,
    failedLoginsPerIp: config.RATE_LIMIT_FAILED_LOGINS_PER_IP,
    registrationsPerIp: config.RATE_LIMIT_REGISTRATIONS_PER_IP,
  });
  const announcer = new SessionAnnouncer({ pool, client, relay, logger });
  const sessions = new Sessions(pool, announcer, config.SESSION_SECRET, config.SESSION_TTL_HOURS);
  const devices = new KnownDevices(config.SESSION_SECRET, now);
  const subscription = serveEndpoints(bus, authEndpoints({ pool, limiter, sessions, devices, relay, client, announcer, logger, now }), { queue: 'auth', logger });
  const sweep = setInterval(() => {
    sweepUnconfirmedPurchases({ pool, relay }).then(
      (voided) => voided > 0 && logger.warn({ voided }, 'voided purchases left unconfirmed'),
      (error: unknown) => logger.warn({ err: error }, 'purchase sweep failed'),
    );
  }, PURCHASE_SWEEP_MS);
  await bus.flush();
  logger.info('auth service started');
  return {
    async stop() {
      subscription.unsubscribe();
      clearInterval(sweep);
      unwatchOutbox();
      await relay.stop();
      await pool.end();
    },
  };
}
