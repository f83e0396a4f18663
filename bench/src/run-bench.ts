import { cpus, loadavg, totalmem } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceDatabases } from '../../infra/src/dev-defaults';
import type { BenchOptions, ScenarioName } from './cli';
import { outboxesDrained } from './lib/outbox-drain';
import { fundedPlayers, type Player } from './lib/players';
import { startStack, type StackEnv } from './lib/stack';
import { type Storage, storageLabels } from './lib/storage';
import { type BetsResult, runBets } from './scenarios/bets';
import { runBus } from './scenarios/bus';
import type { ScenarioContext } from './scenarios/context';
import { runCpuProfile } from './scenarios/cpu-profile';
import { runCrashDelivery } from './scenarios/crash-delivery';
import { runFanout } from './scenarios/fanout';
import { pageTrial } from './scenarios/page-trials';
import { runPages } from './scenarios/pages';
import { runSoak } from './scenarios/soak';

/** The bets measured again on another storage, beside the run's own. */
export interface StorageRun {
  storage: Storage;
  bets?: BetsResult;
  error?: string;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  profile: string;
  /** `loadAverage`: the machine's one-minute load when the run started; the bench shares the cores with it. */
  machine: { cpus: number; model: string; memoryGiB: number; node: string; loadAverage?: number };
  /** The storage every scenario of `scenarios` ran on; runs written before it was measured ran on non-durable storage. */
  storage?: Storage;
  scenarios: Partial<Record<ScenarioName, unknown>>;
  errors: Partial<Record<ScenarioName, string>>;
  otherStorages?: StorageRun[];
}

const runners: Record<ScenarioName, (context: ScenarioContext) => Promise<unknown>> = {
  bus: runBus,
  fanout: runFanout,
  bets: runBets,
  crash: runCrashDelivery,
  soak: runSoak,
  pages: runPages,
  profile: runCpuProfile,
  transport: pageTrial('transport'),
  audience: pageTrial('audience'),
};

const probeModule = new URL('./probe/process-probe.mjs', import.meta.url).href;

/** Starts the product on one storage, hands `work` its scenario context, and stops everything it started. */
async function onStack(options: BenchOptions, storage: Storage, log: (message: string) => void, work: (context: ScenarioContext) => Promise<void>): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'pkr-bench-'));
  const probeDir = join(workDir, 'probes');
  const envFor = (clock: StackEnv): StackEnv => {
    const { NODE_ARGS, ...rest } = clock;
    return { ...rest, BENCH_PROBE_DIR: probeDir, NODE_OPTIONS: `--import=${probeModule}` };
  };
  const nodeArgsOf = (clock: StackEnv) => clock.NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  let clock = options.profile.betClock;
  log(`starting the product on ${storageLabels[storage]} storage (logs in ${join(workDir, 'logs')})`);
  const stack = await startStack({
    storage,
    env: envFor(clock),
    logDir: join(workDir, 'logs'),
    ...(options.pgAdminUrl ? { pgAdminUrl: options.pgAdminUrl } : {}),
    ...(options.natsUrl ? { natsUrl: options.natsUrl } : {}),
  });
  const pool: Player[] = [];
  const context: ScenarioContext = {
    stack,
    profile: options.profile,
    probeDir,
    log,
    ...(options.watchersAgent ? { watchersAgent: options.watchersAgent } : {}),
    async useClock(next) {
      if (JSON.stringify(next) === JSON.stringify(clock)) return;
      log('restarting the services with another engine clock');
      await stack.relaunch(envFor(next), nodeArgsOf(next));
      clock = next;
    },
    async players(count) {
      if (pool.length < count) {
        log(`registering and funding players: ${count - pool.length} more`);
        pool.push(...(await fundedPlayers(stack.gatewayUrl, count - pool.length, 100_000, 'b')));
        const services = Object.keys(serviceDatabases) as Array<keyof typeof serviceDatabases>;
        const waited = await outboxesDrained(services.map((service) => stack.databaseUrl(service)));
        log(`registrations delivered to every service ${waited} ms after the last player was funded`);
      }
      return pool.slice(0, count);
    },
  };
  try {
    await work(context);
  } finally {
    await stack.stop();
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the chosen scenarios one after another on the first storage, then the bets again on each further storage
 * (a PostgreSQL of its own started for it), so both rows come from one run.
 */
export async function runBench(
  options: BenchOptions,
  log: (message: string) => void,
  afterEach: (results: BenchResults) => void = () => undefined,
): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const [storage, ...others] = options.storages as [Storage, ...Storage[]];
  const results: BenchResults = {
    startedAt,
    finishedAt: startedAt,
    profile: options.profile.resizedBy ? `${options.profile.name} profile resized by ${options.profile.resizedBy}` : `${options.profile.name} profile`,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100 },
    storage,
    scenarios: {},
    errors: {},
    otherStorages: [],
  };
  await onStack(options, storage, log, async (context) => {
    for (const name of options.only) {
      try {
        results.scenarios[name] = await runners[name](context);
      } catch (error) {
        results.errors[name] = messageOf(error);
        log(`${name} failed: ${results.errors[name]}`);
      }
      results.finishedAt = new Date().toISOString();
      afterEach(results);
    }
  });
  // A server of PG_ADMIN_URL has one set of settings: a second row on it would measure the same storage twice.
  const again = options.only.includes('bets') && !options.pgAdminUrl ? others : [];
  for (const other of again) {
    const run: StorageRun = { storage: other };
    try {
      await onStack(options, other, log, async (context) => {
        run.bets = await runBets(context);
      });
    } catch (error) {
      run.error = messageOf(error);
      log(`bets on ${other} storage failed: ${run.error}`);
    }
    results.otherStorages = [...(results.otherStorages ?? []), run];
    results.finishedAt = new Date().toISOString();
    afterEach(results);
  }
  results.finishedAt = new Date().toISOString();
  return results;
}
