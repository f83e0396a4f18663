import { connectBus, createLogger, metricsListener, runMain } from '@pkr/platform';
import { loadAuthConfig } from './config';
import { startAuthService } from './service';

const config = loadAuthConfig(process.env);
const logger = createLogger('auth', config.LOG_LEVEL);

await runMain(logger, async () => {
  const metrics = await metricsListener(config.METRICS_PORT, logger);
  const bus = await connectBus(config.NATS_URL, 'auth', logger);
  const service = await startAuthService({ bus, databaseUrl: config.DATABASE_URL, logger, config });
  return {
    // Handlers in flight finish on the bus before the pool they use closes.
    async stop() {
      await bus.drain();
      await service.stop();
      await metrics.stop();
    },
  };
});
