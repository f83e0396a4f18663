import { connectBus, createLogger, metricsListener, runMain } from '@pkr/platform';
import { loadLeaderboardConfig } from './config';
import { startLeaderboardService } from './service';

const config = loadLeaderboardConfig(process.env);
const logger = createLogger('leaderboard', config.LOG_LEVEL);

void runMain(logger, async () => {
  const metrics = await metricsListener(config.METRICS_PORT, logger);
  const bus = await connectBus(config.NATS_URL, 'leaderboard', logger);
  const service = await startLeaderboardService({ bus, databaseUrl: config.DATABASE_URL, logger, config });
  return {
    async stop() {
      await bus.drain();
      await service.stop();
      await metrics.stop();
    },
  };
});
