import { type ChildProcess, spawn } from 'node:child_process';
import { connect as netConnect } from 'node:net';
import { freePort } from './ports';

export interface RunningNats {
  url: string;
  stop(): Promise<void>;
}

export interface NatsServerOptions {
  /** Defaults to a free loopback port. */
  port?: number;
  /** Extra arguments, e.g. ['-js', '-sd', dir] for JetStream storage. */
  args?: string[];
}

/** Starts a real nats-server (Debian package `nats-server`) on loopback and waits until it listens. */
export async function startNatsServer(options: NatsServerOptions = {}): Promise<RunningNats> {
  const port = options.port ?? (await freePort());
  const binary = process.env.NATS_SERVER_BIN ?? 'nats-server';
  const child: ChildProcess = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), ...(options.args ?? [])], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
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
  };
}

async function waitForPort(port: number, child: ChildProcess, failure: () => Error | undefined): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const error = failure();
    if (error) throw new Error(`nats-server could not start: ${error.message}`);
    if (child.exitCode !== null) throw new Error(`nats-server exited with code ${child.exitCode}`);
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not listen on ${port}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
