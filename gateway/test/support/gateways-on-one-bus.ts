import { NatsBus, type RunningService } from '@pkr/platform';
import { startNatsServer } from '@pkr/platform/testing';
import { type GatewayUnderTest, startGatewayUnderTest } from './gateway-under-test';
import { startServices } from './services';

/** Gateways and the services, each on its own connection to a real nats-server of the suite alone. */
export interface GatewaysOnOneBus {
  /** In the order their environments were given, connected as `gateway-1`, `gateway-2`, ... */
  gateways: GatewayUnderTest[];
  /** Another connection to the same nats-server, drained on stop with the others. */
  connect(name: string): Promise<NatsBus>;
  stop(): Promise<void>;
}

/**
 * Starts a nats-server, the services (databases named after `label`) and one gateway per environment given
 * (`{}` for the test defaults), as in the distributed run. Whatever started is stopped when a later step fails.
 */
export async function startGatewaysOnOneBus(label: string, gatewayEnvs: readonly Record<string, string>[]): Promise<GatewaysOnOneBus> {
  const buses: NatsBus[] = [];
  const gateways: GatewayUnderTest[] = [];
  let services: RunningService | undefined;
  const nats = await startNatsServer();
  const connect = async (name: string) => {
    const bus = await NatsBus.connect(nats.url, name);
    buses.push(bus);
    return bus;
  };
  const stop = async () => {
    for (const gateway of [...gateways].reverse()) await gateway.stop();
    for (const bus of buses) await bus.drain();
    await services?.stop();
    await nats.stop();
  };
  try {
    services = await startServices(await connect('services'), label);
    for (const [index, env] of gatewayEnvs.entries()) gateways.push(await startGatewayUnderTest({ bus: await connect(`gateway-${index + 1}`), env }));
    return { gateways, connect, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
