import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, startEmbeddedPostgres } from '@pkr/platform';
import { freePort } from '@pkr/platform/testing';
import { serviceDatabases } from '../../../infra/src/dev-defaults';
import { launchTopology, type Topology } from '../../../infra/src/topology';
import { type Counters, readCounters } from './counters';
import { cores, pin } from './cpus';
import { waitForPort } from './ports';
import { type Storage, storageFlags } from './storage';

export const benchAdmin = { username: 'benchadmin', password: 'bench-admin-password' };

/** The engine's clock for a scenario: how long betting lasts, and what every process is started with. */
export type StackEnv = Record<string, string>;

export interface Stack {
  gatewayUrl: string;
  pgAdminUrl: string;
  natsUrl: string;
  /** The URL of one service's database, for the ledger audit (read only). */
  databaseUrl(service: keyof typeof serviceDatabases | 'raw'): string;
  /** Commits per service database and messages through nats-server (when the stack started it) so far. */
  counters(): Promise<Counters>;
  /** Every process of the product: the services, and nats-server and PostgreSQL when the stack started them. */
  serverPids(): Map<string, number>;
  /** Pins the whole product to a CPU list; the load generators take the other core. */
  pinServer(cpuList: string): void;
  /** Starts the services again with another environment (the databases and the players stay). */
  relaunch(env: StackEnv, nodeArgs?: string[]): Promise<void>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Use these servers instead of starting them (the test run's own). */
  pgAdminUrl?: string;
  natsUrl?: string;
  /** The durability of the PostgreSQL the stack starts; a server of PG_ADMIN_URL keeps its own settings. */
  storage: Storage;
  env: StackEnv;
  logDir: string;
}

/** The distributed topology as the e2e tests start it, with quiet logs and limits raised for one load IP. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const owned: Array<() => Promise<void>> = [];
  const pids = new Map<string, number>();
  let pgAdminUrl = options.pgAdminUrl;
  if (!pgAdminUrl) {
    const databaseDir = mkdtempSync(join(tmpdir(), 'pkr-bench-pg-'));
    const postgres = await startEmbeddedPostgres({
      databaseDir,
      port: await freePort(),
      persistent: false,
      flags: [...storageFlags[options.storage], '-c', 'max_connections=400'],
    });
    pgAdminUrl = postgres.adminUrl;
    pids.set('postgres', Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]));
    owned.push(async () => {
      await postgres.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    });
  }
  let natsUrl = options.natsUrl;
  let natsMonitorUrl: string | null = null;
  if (!natsUrl) {
    const nats = await startNats();
    natsUrl = nats.url;
    natsMonitorUrl = nats.monitorUrl;
    pids.set('nats-server', nats.child.pid as number);
    owned.push(nats.stop);
  }
  const prefix = `bench${Date.now().toString(36)}`;
  const launchWith = async (env: StackEnv, nodeArgs: string[] = []) =>
    launchTopology({
      nodeArgs,
      natsUrl: natsUrl as string,
      pgAdminUrl: pgAdminUrl as string,
      gatewayPort: await freePort(),
      sessionSecret: 'bench-session-secret-that-is-long-enough-0123456789',
      admin: benchAdmin,
      engineReplicas: 1,
      env: { LOG_LEVEL: 'warn', RATE_LIMIT_REGISTRATIONS_PER_IP: '1000000', RATE_LIMIT_FAILED_LOGINS_PER_IP: '1000000', GAME_CONTROL_ENABLED: 'true', ...env },
      databasePrefix: prefix,
      logDir: options.logDir,
    });
  mkdirSync(options.logDir, { recursive: true });
  let topology: Topology = await launchWith(options.env);
  const stack: Stack = {
    get gatewayUrl() {
      return topology.gatewayUrl;
    },
    pgAdminUrl,
    natsUrl,
    databaseUrl(service) {
      const url = new URL(pgAdminUrl as string);
      url.pathname = `/${prefix}_${service === 'raw' ? 'raw' : serviceDatabases[service]}`;
      return url.toString();
    },
    counters() {
      const names = Object.fromEntries((['auth', 'wallet', 'game'] as const).map((service) => [service, new URL(stack.databaseUrl(service)).pathname.slice(1)]));
      return readCounters(pgAdminUrl as string, names, natsMonitorUrl);
    },
    serverPids() {
      const all = new Map(pids);
      for (const [name, process] of topology.processes) if (process.child.pid) all.set(name, process.child.pid);
      return all;
    },
    pinServer(cpuList) {
      for (const pid of stack.serverPids().values()) pin(pid, cpuList);
    },
    async relaunch(env, nodeArgs) {
      await topology.stop();
      topology = await launchWith(env, nodeArgs);
    },
    async stop() {
      await topology.stop();
      for (const stop of owned.reverse()) await stop();
    },
  };
  await ensureDatabase(pgAdminUrl, `${prefix}_raw`);
  stack.pinServer(cores.all);
  return stack;
}

async function startNats(): Promise<{ url: string; monitorUrl: string; child: ChildProcess; stop(): Promise<void> }> {
  const [port, monitorPort] = [await freePort(), await freePort()];
  const args = ['-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort)];
  const child = spawn(process.env.NATS_SERVER_BIN ?? 'nats-server', args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port, child);
  return {
    url: `nats://127.0.0.1:${port}`,
    monitorUrl: `http://127.0.0.1:${monitorPort}`,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
