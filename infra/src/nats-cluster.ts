import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort, type NatsServerOptions, type RunningNats, startNatsServer } from '@pkr/platform';

/** The three servers of the cluster: any one may stop while the other two carry every client. */
export const NATS_CLUSTER_SIZE = 3;

/** Where each member listens: its clients' port and its route port, which only the other members use. */
export interface NatsMemberPorts {
  client: number;
  route: number;
}

export interface NatsClusterOptions {
  /** Options every member starts with (the configuration file and the passwords it names). */
  base: NatsServerOptions;
  /** JetStream's storage: each member keeps its own directory below it. */
  jetStreamDir?: string;
  /** The members' ports; free loopback ports when absent. */
  ports?: NatsMemberPorts[];
}

export interface NatsCluster {
  /** Every member's client URL, comma-separated, as NATS_URL names a cluster. */
  url: string;
  ports: NatsMemberPorts[];
  /** How member `index` starts, the same at every start. */
  memberOptions(index: number): NatsServerOptions;
  members: RunningNats[];
  stop(): Promise<void>;
}

const loopback = (port: number) => `nats://127.0.0.1:${port}`;

/** The cluster's client URLs, comma-separated: a client holding them all reconnects to another when one stops. */
export const clusterUrl = (ports: NatsMemberPorts[]) => ports.map((port) => loopback(port.client)).join(',');

/**
 * Three nats-servers joined by routes on loopback. Each member is told every member's route (its own one it
 * skips), so any two of them rebuild the cluster; the start answers once each member has seen the other two.
 */
export async function startNatsCluster(options: NatsClusterOptions): Promise<NatsCluster> {
  const ports = options.ports ?? (await freeMemberPorts());
  const routes = ports.map((port) => loopback(port.route)).join(',');
  const memberOptions = (index: number): NatsServerOptions => {
    const port = ports[index]!;
    const name = `nats-${index + 1}`;
    const jetStream = options.jetStreamDir === undefined ? [] : ['-js', '-sd', join(options.jetStreamDir, name)];
    const cluster = ['--name', name, '--cluster_name', 'pkr', '--cluster', loopback(port.route), '--routes', routes];
    return { ...options.base, port: port.client, args: [...(options.base.args ?? []), ...cluster, ...jetStream] };
  };
  const started = await Promise.allSettled(ports.map((_, index) => startNatsServer(memberOptions(index))));
  const members = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(members.map((member) => member.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  await Promise.all(ports.map((port) => untilRoutedTo(port.client, ports.length - 1))).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url: clusterUrl(ports), ports, memberOptions, members, stop };
}

async function freeMemberPorts(): Promise<NatsMemberPorts[]> {
  const ports: NatsMemberPorts[] = [];
  for (let index = 0; index < NATS_CLUSTER_SIZE; index += 1) ports.push({ client: await freePort(), route: await freePort() });
  return ports;
}

/** Until the member on `clientPort` advertises `others` other members to its clients (its INFO's connect_urls). */
export async function untilRoutedTo(clientPort: number, others: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = await serverInfo(clientPort).catch(() => undefined);
    if ((info?.connect_urls?.length ?? 0) >= others) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nats-server on ${clientPort} did not join ${others} other members within ${timeoutMs} ms`);
}

/** The INFO line a nats-server greets every connection with. */
function serverInfo(port: number): Promise<{ connect_urls?: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(2_000, () => socket.destroy(new Error('no INFO')));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      received += chunk.toString();
      const end = received.indexOf('\r\n');
      if (end < 0) return;
      socket.destroy();
      const line = received.slice(0, end);
      if (!line.startsWith('INFO ')) reject(new Error(`unexpected greeting: ${line}`));
      else resolve(JSON.parse(line.slice('INFO '.length)) as { connect_urls?: string[] });
    });
  });
}
