import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase } from '@pkr/platform';
import { repoRoot, serviceDatabases } from './dev-defaults';
import { type NatsPasswords, natsUrlAs } from './nats-config';
import type { NatsUser } from './nats-permissions';
import { kill, launch, type ManagedProcess, type ProcessSpec, terminate } from './processes';
import { bundleOf } from './service-bundles';

export interface TopologyOptions {
  natsUrl: string;
  /** When the nats-server runs with infra/nats/nats-server.conf: each process connects as its own user. */
  natsPasswords?: NatsPasswords;
  pgAdminUrl: string;
  gatewayPort: number;
  sessionSecret: string;
  admin: { username: string; password: string };
  /** How many game-engine processes: one leads each game type's clock, the others stand by. */
  engineReplicas?: number;
  /** How many chat processes: replicas share its posts and reads through the 'chat' queue group. */
  chatReplicas?: number;
  /** Extra environment for every process (phase durations in tests, rate limits, ...). */
  env?: Record<string, string>;
  logDir?: string;
  /** Options for node in every process (a benchmark's --cpu-prof). */
  nodeArgs?: string[];
  /** Prefix of the per-service database names, so several topologies can share one PostgreSQL server. */
  databasePrefix?: string;
}

export interface Topology {
  gatewayUrl: string;
  processes: Map<string, ManagedProcess>;
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
  const common = (user: NatsUser) => {
    const password = options.natsPasswords?.[user];
    return { NATS_URL: password === undefined ? options.natsUrl : natsUrlAs(options.natsUrl, user, password), ...options.env };
  };
  const specs: ProcessSpec[] = [
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
    { name: 'gateway', entry: bundleOf('gateway'), env: { ...common('gateway'), PORT: String(options.gatewayPort) } },
  ];
  const missing = specs.find((spec) => !existsSync(join(repoRoot, spec.entry)));
  if (missing) throw new Error(`${missing.entry} is missing: \`make build\` bundles the services`);
  const processes = new Map(specs.map((spec) => [spec.name, launch({ ...spec, nodeArgs: options.nodeArgs ?? [] }, options.logDir)]));
  const gatewayUrl = `http://127.0.0.1:${options.gatewayPort}`;
  const topology: Topology = {
    gatewayUrl,
    processes,
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
      const gateway = processes.get('gateway');
      if (gateway) await terminate(gateway);
      await Promise.all([...processes.values()].map((process) => terminate(process)));
    },
  };
  try {
    await waitUntilReady(gatewayUrl, () => [...processes.values()].map((process) => process.child));
  } catch (error) {
    await topology.stop();
    throw error;
  }
  return topology;
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
