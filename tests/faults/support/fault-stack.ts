import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool, ensureDatabase, NatsBus, type Pool } from '@pkr/platform';
import { freePort, type RunningNats, startNatsServer } from '@pkr/platform/testing';
import { serviceDatabases } from '../../../infra/src/dev-defaults';
import { launchTopology, type Topology } from '../../../infra/src/topology';
import { e2eAdmin } from '../../e2e/support/stacks';

/** Long betting phases, so a fault fits inside one; crash points are set per round by admin game control. */
export const faultEnv: Record<string, string> = {
  LOG_LEVEL: 'warn',
  BETTING_MS: '8000',
  AVIATOR_FIRST_BETTING_MS: '60000',
  AVIATOR_BETTING_MS: '60000',
  TRANSITION_MS: '500',
  CRASHED_PAUSE_MS: '500',
  GAME_CONTROL_ENABLED: 'true',
  // The random rounds between the set ones end by 2.00x, within about 12 s: a test asking for the next round
  // waits at most that long for the one in flight (a 10x cap let one flight take 40 s).
  MAX_MULTIPLIER: '2',
  FAIRNESS_CHAIN_LENGTH: '10000',
  RATE_LIMIT_REGISTRATIONS_PER_IP: '10000',
};

export interface FaultStack extends Topology {
  logDir: string;
  /** The wallet's database, read as an auditor would. */
  walletDb: Pool;
  /** A connection to the stack's nats-server, to watch the requests between services. */
  bus: NatsBus;
  /** SIGSTOP: the process keeps its connections but answers nothing, so answers in flight are lost for real. */
  pause(name: string): void;
  /** SIGCONT. */
  resume(name: string): void;
}

/**
 * The distributed topology with one engine (so a paused engine is the leader) on a nats-server of its own, which
 * stops with it when the launch fails: the suites running beside it serve the same subjects on theirs.
 */
export async function launchFaultTopology(
  pgAdminUrl: string,
  options: { env: Record<string, string>; logDir: string; databasePrefix?: string },
): Promise<{ topology: Topology; nats: RunningNats }> {
  const nats = await startNatsServer();
  const topology = await launchTopology({
    natsUrl: nats.url,
    pgAdminUrl,
    gatewayPort: await freePort(),
    sessionSecret: 'fault-session-secret-that-is-long-enough-0123456789',
    admin: e2eAdmin,
    engineReplicas: 1,
    ...options,
  }).catch(async (error: unknown) => {
    await nats.stop();
    throw error;
  });
  return { topology, nats };
}

/** The fault topology with the auditor's pool on the wallet's database and a bus to watch the services' requests. */
export async function startFaultStack(pgAdminUrl: string, label: string): Promise<FaultStack> {
  const logDir = mkdtempSync(join(tmpdir(), `pkr-faults-${label}-`));
  const { topology, nats } = await launchFaultTopology(pgAdminUrl, { env: faultEnv, databasePrefix: label, logDir });
  const walletDb = createPool(await ensureDatabase(pgAdminUrl, `${label}_${serviceDatabases.wallet}`), 2);
  const bus = await NatsBus.connect(nats.url, `faults-${label}`);
  const signal = (name: string, signal: NodeJS.Signals) => {
    const pid = topology.processes.get(name)?.child.pid;
    if (pid === undefined) throw new Error(`No process named ${name}`);
    process.kill(pid, signal);
  };
  return {
    ...topology,
    logDir,
    walletDb,
    bus,
    pause: (name) => signal(name, 'SIGSTOP'),
    resume: (name) => signal(name, 'SIGCONT'),
    async stop() {
      for (const [name, managed] of topology.processes) if (managed.child.exitCode === null) signal(name, 'SIGCONT');
      await bus.drain();
      await walletDb.end();
      await topology.stop();
      await nats.stop();
    },
  };
}
