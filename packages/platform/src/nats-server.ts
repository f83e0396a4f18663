import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { freePort, portAnswers } from './ports';

/** Debian installs nats-server in /usr/sbin, which is not on a normal user's PATH. */
const systemDirs = ['/usr/sbin', '/usr/local/sbin', '/sbin'];

/** The first `name` on PATH or in the system directories, where Debian's packages put their servers. */
export function systemBinary(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...systemDirs];
  return dirs.map((dir) => join(dir, name)).find((candidate) => existsSync(candidate));
}

/** NATS_SERVER_BIN when set, else the first nats-server on PATH or in the system directories. */
export function natsServerBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.NATS_SERVER_BIN) return env.NATS_SERVER_BIN;
  const found = systemBinary('nats-server', env);
  if (!found) throw new Error('nats-server was not found on PATH or in /usr/sbin: install the Debian package nats-server or set NATS_SERVER_BIN');
  return found;
}

export interface RunningNats {
  url: string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash would: no goodbye to its clients or its cluster. */
  kill(): Promise<void>;
}

export interface NatsServerOptions {
  /** Defaults to a free loopback port. */
  port?: number;
  /** Extra arguments, e.g. ['-js', '-sd', dir] for JetStream storage, or ['-c', file] for a configuration. */
  args?: string[];
  /** Extra environment, e.g. the passwords a configuration file names as `$VARIABLE`. */
  env?: Record<string, string>;
}

/** The servers this process started that still run: a process that exits takes them along, as it never serves them again. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts a real nats-server (Debian package `nats-server`) on loopback and waits until it listens. */
export async function startNatsServer(options: NatsServerOptions = {}): Promise<RunningNats> {
  const port = options.port ?? (await freePort());
  const binary = natsServerBinary();
  const child: ChildProcess = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), ...(options.args ?? [])], {
    stdio: 'ignore',
    env: { ...process.env, ...options.env },
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  await waitForPort(port, child, () => spawnError);
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, failure: () => Error | undefined): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const error = failure();
    if (error) throw new Error(`nats-server could not start: ${error.message}`);
    if (child.exitCode !== null) throw new Error(`nats-server exited with code ${child.exitCode}`);
    if (await portAnswers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not listen on ${port}`);
}

