import { connectBus, createLogger, metricsListener, runMain } from '@pkr/platform';
import { loadGatewayConfig } from './config';
import { startGateway } from './server';

const logger = createLogger('gateway');

await runMain(logger, async () => {
  const config = loadGatewayConfig();
  const metrics = await metricsListener(config.metricsPort, logger);
  const bus = await connectBus(config.natsUrl, 'gateway', logger);
  const gateway = await startGateway({ bus, config, logger });
  return {
    async stop() {
      await gateway.stop();
      await bus.drain();
      await metrics.stop();
    },
  };
});
