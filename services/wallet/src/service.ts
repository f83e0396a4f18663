import { fileURLToPath } from 'node:url';
import { pkrToPaisa } from '@pkr/contracts';
import { openServiceDatabase, type RunningService, serveEndpoints, type ServiceStart } from '@pkr/platform';
import type { WalletConfig } from './config';
import { balanceAnnouncer } from './balance-announcer';
import { walletEndpoints } from './endpoints';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/** Migrates the wallet's database and serves its endpoints; replicas share the load through the 'wallet' queue. */
export async function startWalletService({ bus, databaseUrl, logger, config }: ServiceStart<WalletConfig>): Promise<RunningService> {
  const pool = await openServiceDatabase({ databaseUrl, migrationsDir, poolSize: config.DATABASE_POOL_SIZE, logger });
  const registrationBonus = pkrToPaisa(config.REGISTRATION_BONUS_PKR);
  const subscription = serveEndpoints(bus, walletEndpoints({ pool, registrationBonus, announce: balanceAnnouncer(bus, logger) }), { queue: 'wallet', logger });
  await bus.flush();
  logger.info({ registrationBonus }, 'wallet service started');
  return {
    // stop after the bus has drained: the pool then waits for the transactions still running
    async stop() {
      subscription.unsubscribe();
      await pool.end();
    },
  };
}
