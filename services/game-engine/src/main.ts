import { connectBus, createLogger, metricsListener, runMain } from '@pkr/platform';
import { loadGameConfig } from './config';
import { startGameEngineService } from './service';

const config = loadGameConfig(process.env);
const logger = createLogger('game-engine', config.LOG_LEVEL);

await runMain(logger, async () => {
  const metrics = await metricsListener(config.METRICS_PORT, logger);
  const bus = await connectBus(config.NATS_URL, 'game-engine', logger);
  const service = await startGameEngineService({ bus, databaseUrl: config.DATABASE_URL, logger, config });
  return {
    // The lead is given up (and the clock stopped) while the bus can still answer what is in flight.
    async stop() {
      await service.stop();
      await bus.drain();
      await metrics.stop();
    },
  };
});
