import {
  type Bus,
  type BusClient,
  createBusClient,
  createLogger,
  createPool,
  loadConfig,
  MemoryBus,
  NatsBus,
  type Pool,
  type RunningService,
} from '@pkr/platform';
import { createTestDatabase, startNatsServer } from '@pkr/platform/testing';
import { inject } from 'vitest';
import { authSettingsSchema } from '../src/config';
import { startAuthService } from '../src/service';

export const testSecret = 'integration-test-session-secret-0123456789';

export interface AuthUnderTest {
  /** What a gateway would hold: a typed client on its own bus connection. */
  client: BusClient;
  bus: Bus;
  /** A pool on the auth database, to look at what an operator would see. */
  db: Pool;
  /** Stops the service and starts it again on the same database with changed settings. */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export interface AuthTestOptions {
  label: string;
  env?: Record<string, string>;
  transport?: 'memory' | 'nats';
  /** Runs on the new database before the service first starts (and migrates) it. */
  prepare?: (databaseUrl: string) => Promise<void>;
  /** The service's clock, for rules that turn on a day or a birthday. */
  now?: () => Date;
}

const logger = createLogger('auth-test', 'silent');

/**
 * The auth service on a fresh database of the shared test PostgreSQL, over the in-process bus or NATS. The NATS
 * run gets a nats-server of its own: its registration events must not reach a wallet another suite is testing.
 */
export async function startAuthUnderTest({ label, env = {}, transport = 'memory', prepare, now }: AuthTestOptions): Promise<AuthUnderTest> {
  const databaseUrl = await createTestDatabase(inject('pgAdminUrl'), label);
  await prepare?.(databaseUrl);
  const nats = transport === 'nats' ? await startNatsServer() : undefined;
  const memory = new MemoryBus(logger);
  const open = (): Promise<Bus> => (nats ? NatsBus.connect(nats.url, `auth-${label}`, logger) : Promise.resolve(memory));
  const [serviceBus, clientBus] = await Promise.all([open(), open()]);
  const start = (settings: Record<string, string>) =>
    startAuthService({
      bus: serviceBus,
      databaseUrl,
      logger,
      config: loadConfig(authSettingsSchema, { SESSION_SECRET: testSecret, ...settings }),
      ...(now && { now }),
    });
  let service: RunningService = await start(env);
  const db = createPool(databaseUrl, 2);
  return {
    client: createBusClient(clientBus),
    bus: clientBus,
    db,
    async restart(changed = {}) {
      await service.stop();
      service = await start({ ...env, ...changed });
    },
    async stop() {
      await Promise.all([...new Set([clientBus, serviceBus])].map((bus) => bus.drain()));
      await service.stop();
      await db.end();
      await nats?.stop();
    },
  };
}

let ipCounter = 0;

/** A client address of its own, so one test's attempts never count against another's. */
export const freshClient = () => {
  ipCounter += 1;
  return { ip: `198.51.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
};
