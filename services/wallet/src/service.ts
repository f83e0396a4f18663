import { fileURLToPath } from 'node:url';
import { pkrToPaisa } from '@pkr/contracts';
import { openServiceDatabase, type RunningService, serveEndpoints, type ServiceStart } from '@pkr/platform';
import type { WalletConfig } from './config';
import { balanceAnnouncer } from './balance-announcer';
import { walletEndpoints } from './endpoints';
import { countingTransfers, watchLedger } from './wallet-metrics';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Migrates the wallet's database and serves its endpoints; replicas share the load through the 'wallet' queue.
 * `now` is the clock the protection rules read: the system's, unless a test gives its own.
 */
export async function startWalletService({
  bus,
  databaseUrl,
  logger,
  config,
  now = () => new Date(),
}: ServiceStart<WalletConfig> & { now?: () => Date }): Promise<RunningService> {
  const pool = await openServiceDatabase({ databaseUrl, migrationsDir, poolSize: config.DATABASE_POOL_SIZE, logger });
  const registrationBonus = pkrToPaisa(config.REGISTRATION_BONUS_PKR);
  const context = { pool, registrationBonus, announce: countingTransfers(balanceAnnouncer(bus, logger)), depositMaxPkr: config.DEPOSIT_MAX_PKR, now };
  const subscription = serveEndpoints(bus, walletEndpoints(context), { queue: 'wallet', logger });
  const unwatch = watchLedger(pool);
  await bus.flush();
  logger.info({ registrationBonus }, 'wallet service started');
  return {
    // stop after the bus has drained: the pool then waits for the transactions still running
    async stop() {
      subscription.unsubscribe();
      unwatch();
      await pool.end();
    },
  };
}
