import { type ChildProcess, spawn } from 'node:child_process';
import { connect as netConnect } from 'node:net';
import { freePort } from './ports';

export interface TestNats {
  url: string;
  stop(): Promise<void>;
}

/** Starts a real nats-server (Debian package `nats-server`) on a free loopback port. */
export async function startNatsServer(binary = process.env.NATS_SERVER_BIN ?? 'nats-server'): Promise<TestNats> {
  const port = await freePort();
  const child: ChildProcess = spawn(binary, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
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
