import { connectBus, createLogger, runMain } from '@pkr/platform';
import { loadGatewayConfig } from './config';
import { startGateway } from './server';

const logger = createLogger('gateway');

await runMain(logger, async () => {
  const config = loadGatewayConfig();
  const bus = await connectBus(config.natsUrl, 'gateway', logger);
  const gateway = await startGateway({ bus, config, logger });
  return {
    async stop() {
      await gateway.stop();
      await bus.drain();
    },
  };
});
