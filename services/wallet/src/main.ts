import { connectBus, createLogger, metricsListener, runMain } from '@pkr/platform';
import { loadWalletConfig } from './config';
import { startWalletService } from './service';

const config = loadWalletConfig(process.env);
const logger = createLogger('wallet', config.LOG_LEVEL);

void runMain(logger, async () => {
  const metrics = await metricsListener(config.METRICS_PORT, logger);
  const bus = await connectBus(config.NATS_URL, 'wallet', logger);
  const service = await startWalletService({ bus, databaseUrl: config.DATABASE_URL, logger, config });
  return {
    async stop() {
      await bus.drain();
      await service.stop();
      await metrics.stop();
    },
  };
});
