import { cpus, totalmem } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceDatabases } from '../../infra/src/dev-defaults';
import type { BenchOptions, ScenarioName } from './cli';
import { outboxesDrained } from './lib/outbox-drain';
import { fundedPlayers, type Player } from './lib/players';
import { startStack, type StackEnv } from './lib/stack';
import { runBets } from './scenarios/bets';
import { runBus } from './scenarios/bus';
import type { ScenarioContext } from './scenarios/context';
import { runCpuProfile } from './scenarios/cpu-profile';
import { runCrashDelivery } from './scenarios/crash-delivery';
import { runFanout } from './scenarios/fanout';
import { runPages } from './scenarios/pages';
import { runSoak } from './scenarios/soak';

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  profile: string;
  machine: { cpus: number; model: string; memoryGiB: number; node: string };
  scenarios: Partial<Record<ScenarioName, unknown>>;
  errors: Partial<Record<ScenarioName, string>>;
}

const runners: Record<ScenarioName, (context: ScenarioContext) => Promise<unknown>> = {
  bus: runBus,
  fanout: runFanout,
  bets: runBets,
  crash: runCrashDelivery,
  soak: runSoak,
  pages: runPages,
  profile: runCpuProfile,
};

const probeModule = new URL('./probe/process-probe.mjs', import.meta.url).href;

/** Starts the product, runs the chosen scenarios one after another, and stops everything it started. */
export async function runBench(
  options: BenchOptions,
  log: (message: string) => void,
  afterEach: (results: BenchResults) => void = () => undefined,
): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const workDir = mkdtempSync(join(tmpdir(), 'pkr-bench-'));
  const probeDir = join(workDir, 'probes');
  const envFor = (clock: StackEnv): StackEnv => {
    const { NODE_ARGS, ...rest } = clock;
    return { ...rest, BENCH_PROBE_DIR: probeDir, NODE_OPTIONS: `--import=${probeModule}` };
  };
  const nodeArgsOf = (clock: StackEnv) => clock.NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  let clock = options.profile.betClock;
  log(`starting the product (logs in ${join(workDir, 'logs')})`);
  const stack = await startStack({
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
  const results: BenchResults = {
    startedAt,
    finishedAt: startedAt,
    profile: options.profile.resizedBy ? `${options.profile.name} profile resized by ${options.profile.resizedBy}` : `${options.profile.name} profile`,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    scenarios: {},
    errors: {},
  };
  try {
    for (const name of options.only) {
      try {
        results.scenarios[name] = await runners[name](context);
      } catch (error) {
        results.errors[name] = error instanceof Error ? error.message : String(error);
        log(`${name} failed: ${results.errors[name]}`);
      }
      results.finishedAt = new Date().toISOString();
      afterEach(results);
    }
  } finally {
    await stack.stop();
  }
  results.finishedAt = new Date().toISOString();
  return results;
}
