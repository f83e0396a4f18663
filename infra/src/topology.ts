import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase, freePort } from '@pkr/platform';
import { type Balancer, startBalancer } from './balancer';
import { repoRoot, serviceDatabases } from './dev-defaults';
import { type NatsPasswords, natsUrlAs } from './nats-config';
import type { NatsUser } from './nats-permissions';
import { kill, launch, type ManagedProcess, type ProcessSpec, terminate } from './processes';
import { bundleOf, nodeArgsOf } from './service-bundles';

export interface TopologyOptions {
  /** One nats-server, or a cluster's comma-separated URLs: every process is given all of them. */
  natsUrl: string;
  /** When the nats-server runs with infra/nats/nats-server.conf: each process connects as its own user. */
  natsPasswords?: NatsPasswords;
  pgAdminUrl: string;
  /** The public port: the gateway's, or the balancer's when `balanced`. */
  gatewayPort: number;
  /** Two gateways on ports of their own behind HAProxy (infra/haproxy/local.cfg) on `gatewayPort`. */
  balanced?: boolean;
  sessionSecret: string;
  admin: { username: string; password: string };
  /** How many game-engine processes: one leads each game type's clock, the others stand by. */
  engineReplicas?: number;
  /** How many chat processes: replicas share its posts and reads through the 'chat' queue group. */
  chatReplicas?: number;
  /** Extra environment for every process (phase durations in tests, rate limits, ...). */
  env?: Record<string, string>;
  logDir?: string;
  /** Options for node in every process (a benchmark's --cpu-prof), after a service's own (`serviceNodeArgs`). */
  nodeArgs?: string[];
  /** Prefix of the per-service database names, so several topologies can share one PostgreSQL server. */
  databasePrefix?: string;
  /** The first of the processes' metrics ports, one after another in start order; free ports when unset. */
  metricsBasePort?: number;
}

export interface Topology {
  /** Where players connect: the balancer when there is one, else the gateway. */
  gatewayUrl: string;
  /** Each gateway's own address, past the balancer. */
  gatewayUrls: string[];
  processes: Map<string, ManagedProcess>;
  /** Each process's metrics address (`http://127.0.0.1:<METRICS_PORT>/metrics`), by process name. */
  metricsUrls: Map<string, string>;
  /** Kills a process as a crash would (SIGKILL). */
  crash(name: string): Promise<void>;
  /** Starts a process again with the same settings. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The distributed run: every service its own process over a real nats-server and PostgreSQL, each started from its
 * bundle (`make build`, or the test suites' global setup, writes them).
 */
export async function launchTopology(options: TopologyOptions): Promise<Topology> {
  const database = (name: string) =>
    ensureDatabase(options.pgAdminUrl, options.databasePrefix ? `${options.databasePrefix}_${name}` : name);
  const databases = {
    auth: await database(serviceDatabases.auth),
    wallet: await database(serviceDatabases.wallet),
    game: await database(serviceDatabases.game),
    leaderboard: await database(serviceDatabases.leaderboard),
    admin: await database(serviceDatabases.admin),
    chat: await database(serviceDatabases.chat),
  };
  const gatewayPorts = options.balanced ? [await freePort(), await freePort()] : [options.gatewayPort];
  const common = (user: NatsUser) => {
    const password = options.natsPasswords?.[user];
    return { NATS_URL: password === undefined ? options.natsUrl : natsUrlAs(options.natsUrl, user, password), ...options.env };
  };
  const services: ProcessSpec[] = [
    {
      name: 'auth',
      entry: bundleOf('auth'),
      env: {
        ...common('auth'),
        DATABASE_URL: databases.auth,
        SESSION_SECRET: options.sessionSecret,
        ADMIN_USERNAME: options.admin.username,
        ADMIN_PASSWORD: options.admin.password,
      },
    },
    { name: 'wallet', entry: bundleOf('wallet'), env: { ...common('wallet'), DATABASE_URL: databases.wallet } },
    ...Array.from({ length: options.engineReplicas ?? 2 }, (_, index) => ({
      name: `game-engine-${index + 1}`,
      entry: bundleOf('game-engine'),
      env: { ...common('game-engine'), DATABASE_URL: databases.game },
    })),
    { name: 'leaderboard', entry: bundleOf('leaderboard'), env: { ...common('leaderboard'), DATABASE_URL: databases.leaderboard } },
    { name: 'admin', entry: bundleOf('admin'), env: { ...common('admin'), DATABASE_URL: databases.admin } },
    ...Array.from({ length: options.chatReplicas ?? 1 }, (_, index) => ({
      name: `chat-${index + 1}`,
      entry: bundleOf('chat'),
      env: { ...common('chat'), DATABASE_URL: databases.chat },
    })),
    ...gatewaySpecs(options, gatewayPorts, common('gateway')),
  ];
  const metricsPorts = await Promise.all(services.map((_, index) => (options.metricsBasePort === undefined ? freePort() : options.metricsBasePort + index)));
  const specs = services.map((spec, index) => ({ ...spec, env: { ...spec.env, METRICS_PORT: String(metricsPorts[index]) } }));
  const metricsUrls = new Map(specs.map((spec) => [spec.name, `http://127.0.0.1:${spec.env.METRICS_PORT}/metrics`]));
  const missing = specs.find((spec) => !existsSync(join(repoRoot, spec.entry)));
  if (missing) throw new Error(`${missing.entry} is missing: \`make build\` bundles the services`);
  const processes = new Map(specs.map((spec) => [spec.name, launch({ ...spec, nodeArgs: [...nodeArgsOf(spec.entry), ...(options.nodeArgs ?? [])] }, options.logDir)]));
  const gatewayUrls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
  let balancer: Balancer | undefined;
  const topology: Topology = {
    gatewayUrl: `http://127.0.0.1:${options.gatewayPort}`,
    gatewayUrls,
    processes,
    metricsUrls,
    async crash(name) {
      const process = processes.get(name);
      if (process) await kill(process);
    },
    async restart(name) {
      const process = processes.get(name);
      if (!process) throw new Error(`No process named ${name}`);
      await terminate(process);
      processes.set(name, launch(process.spec, options.logDir));
    },
    async stop() {
      await balancer?.stop();
      await Promise.all(gatewayNames(gatewayPorts).map((name) => terminate(processes.get(name)!)));
      await Promise.all([...processes.values()].map((process) => terminate(process)));
    },
  };
  const children = () => [...processes.values()].map((process) => process.child);
  try {
    if (options.balanced) balancer = await startBalancer(options.gatewayPort, [gatewayUrls[0]!, gatewayUrls[1]!], options.logDir);
    for (const url of gatewayUrls) await waitUntilReady(url, children);
    if (balancer) await waitUntilReady(balancer.url, children);
  } catch (error) {
    await topology.stop();
    throw error;
  }
  return topology;
}

const gatewayNames = (ports: number[]) => ports.map((_, index) => (index === 0 ? 'gateway' : `gateway-${index + 1}`));

/**
 * The gateways: one on the public port, or two behind the balancer, which accept its page's origin and take the
 * client's address from the X-Forwarded-For it sets.
 */
function gatewaySpecs(options: TopologyOptions, ports: number[], env: Record<string, string>): ProcessSpec[] {
  const behindBalancer: Record<string, string> = options.balanced
    ? { ALLOWED_ORIGINS: `http://localhost:${options.gatewayPort},http://127.0.0.1:${options.gatewayPort}`, TRUST_PROXY: 'loopback' }
    : {};
  return gatewayNames(ports).map((name, index) => ({
    name,
    entry: bundleOf('gateway'),
    env: { ...behindBalancer, ...env, PORT: String(ports[index]) },
  }));
}

/** Polls the gateway's readiness (bus and every service's database) until it answers 200. */
export async function waitUntilReady(gatewayUrl: string, children: () => ChildProcess[], timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = children().find((child) => child.exitCode !== null);
    if (dead) throw new Error(`${dead.spawnargs.at(-1)} exited with code ${dead.exitCode} during start`);
    const ready = await fetch(`${gatewayUrl}/readyz`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The topology was not ready within ${timeoutMs} ms`);
}
