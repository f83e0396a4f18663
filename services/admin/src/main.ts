import { connectBus, createLogger, metricsListener, runMain } from '@pkr/platform';
import { loadAdminConfig } from './config';
import { startAdminService } from './service';

const config = loadAdminConfig(process.env);
const logger = createLogger('admin', config.LOG_LEVEL);

void runMain(logger, async () => {
  const metrics = await metricsListener(config.METRICS_PORT, logger);
  const bus = await connectBus(config.NATS_URL, 'admin', logger);
  const service = await startAdminService({ bus, databaseUrl: config.DATABASE_URL, logger, config });
  return {
    async stop() {
      await bus.drain();
      await service.stop();
      await metrics.stop();
    },
  };
});
