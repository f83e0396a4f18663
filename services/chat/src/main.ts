import { connectBus, createLogger, metricsListener, runMain } from '@pkr/platform';
import { loadChatConfig } from './config';
import { startChatService } from './service';

const config = loadChatConfig(process.env);
const logger = createLogger('chat', config.LOG_LEVEL);

void runMain(logger, async () => {
  const metrics = await metricsListener(config.METRICS_PORT, logger);
  const bus = await connectBus(config.NATS_URL, 'chat', logger);
  const service = await startChatService({ bus, databaseUrl: config.DATABASE_URL, logger, config });
  return {
    async stop() {
      await bus.drain();
      await service.stop();
      await metrics.stop();
    },
  };
});
