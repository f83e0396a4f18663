import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNatsServer } from '@pkr/platform/testing';
import { repoRoot } from '../../../infra/src/dev-defaults';
import { type NatsPasswords, newNatsPasswords, securedNatsOptions } from '../../../infra/src/nats-config';
import { launchTopology, type Topology, waitUntilReady } from '../../../infra/src/topology';

export const e2eAdmin = { username: 'e2eadmin', password: 'e2e-admin-password' };

/** The distributed stacks' signing key, known to tests that forge tokens with it. */
export const e2eSessionSecret = 'e2e-session-secret-that-is-long-enough-0123456789';

/**
 * Short phases and a 2.00x cap so a round takes seconds; a fairness chain of 10,000 rounds (more than any run
 * plays) so a start does not spend seconds hashing a million; the limits e2e players hit are raised for one IP.
 */
export const e2eEnv: Record<string, string> = {
  LOG_LEVEL: 'warn',
  FAIRNESS_CHAIN_LENGTH: '10000',
  BETTING_MS: '3000',
  AVIATOR_FIRST_BETTING_MS: '3000',
  AVIATOR_BETTING_MS: '3000',
  TRANSITION_MS: '1000',
  CRASHED_PAUSE_MS: '1000',
  GAME_CONTROL_ENABLED: 'true',
  MAX_MULTIPLIER: '2',
  RATE_LIMIT_REGISTRATIONS_PER_IP: '10000',
};

/**
 * What a child says when a port freePort handed out was taken before the child bound it (PortInUseError): the
 * number is free when asked, the child binds it seconds later, and meanwhile another stack or any connection's
 * own port may take it.
 */
const portTaken = /Port \d+ for .+? is already in use/;

/** Starts once more, on new ports, when the first start's child (or its balancer) reported its port taken; the reason is logged. */
async function retryIfPortTaken<T>(what: string, start: () => Promise<T>, childOutput: () => string): Promise<T> {
  try {
    return await start();
  } catch (error) {
    const taken = portTaken.exec(`${childOutput()}\n${String(error)}`)?.[0];
    if (taken === undefined) throw error;
    console.warn(`${what}: ${taken}; starting it once more on new ports`);
    return start();
  }
}

const readLog = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');

/** Every process's log in `logDir`, one after another. */
const readLogs = (logDir: string) =>
  readdirSync(logDir)
    .filter((name) => name.endsWith('.log'))
    .map((name) => readLog(join(logDir, name)))
    .join('\n');

/** A distributed stack as the tests hold it: its topology, its logs, and its own bus with each user's password. */
export type DistributedStack = Topology & { logDir: string; natsUrl: string; natsPasswords: NatsPasswords };

/**
 * The distributed topology: every service its own process over a nats-server of its own and the test run's
 * PostgreSQL (databases named by `label`), players coming in through HAProxy in front of two gateways. Its own
 * bus, so two stacks started side by side never answer each other's requests; each process connects to it as its
 * own user, with the permissions of infra/nats/nats-server.conf.
 */
export async function startDistributed(pgAdminUrl: string, label: string, env: Record<string, string> = {}): Promise<DistributedStack> {
  const logDir = mkdtempSync(join(tmpdir(), `pkr-e2e-${label}-`));
  const natsPasswords = newNatsPasswords();
  const nats = await startNatsServer(securedNatsOptions(natsPasswords));
  try {
    const launch = async () =>
      launchTopology({
        natsUrl: nats.url,
        natsPasswords,
        pgAdminUrl,
        gatewayPort: await freePort(),
        balanced: true,
        sessionSecret: e2eSessionSecret,
        admin: e2eAdmin,
        env: { ...e2eEnv, ...env },
        databasePrefix: label,
        logDir,
      });
    // A failed launch has stopped its processes; their logs (appended to across starts) tell which one exited and why.
    const topology = await retryIfPortTaken(`the ${label} stack`, launch, () => readLogs(logDir));
    return {
      ...topology,
      logDir,
      natsUrl: nats.url,
      natsPasswords,
      async stop() {
        await topology.stop();
        await nats.stop();
      },
    };
  } catch (error) {
    await nats.stop();
    throw error;
  }
}

/** README command 1's process (`infra/src/all-in-one.ts`) on a free port with its own data directory, `env` over the e2e settings. */
export function startAllInOne(env: Record<string, string> = {}): Promise<{ url: string; stop(): Promise<void> }> {
  let stderr = '';
  const start = async () => {
    stderr = '';
    const dataDir = mkdtempSync(join(tmpdir(), 'pkr-all-in-one-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/all-in-one.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...e2eEnv,
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        ADMIN_USERNAME: e2eAdmin.username,
        ADMIN_PASSWORD: e2eAdmin.password,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Read to the end so the child never blocks on a full pipe; the last few kilobytes are enough to tell why it exited.
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4096);
    });
    // 'close', not 'exit': by then every byte of its stderr has been read.
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    const url = `http://127.0.0.1:${port}`;
    const stop = async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    };
    try {
      await waitUntilReady(url, () => [child]);
    } catch (error) {
      await stop();
      throw error;
    }
    return { url, stop };
  };
  return retryIfPortTaken('the all-in-one process', start, () => stderr);
}
