import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NatsServerOptions, type RunningNats, type RunningPostgres, startEmbeddedPostgres, startNatsServer } from '@pkr/platform';
import { freePort, portAnswers } from '@pkr/platform/testing';

export interface RestartableNats {
  url: string;
  /** Stops the server and starts it again on the same port: every client loses its connection meanwhile. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A nats-server of the fault run's own, so restarting it disturbs no other suite; it starts again as it first did. */
export async function startRestartableNats(options: NatsServerOptions = {}): Promise<RestartableNats> {
  const port = await freePort();
  let server: RunningNats = await startNatsServer({ ...options, port });
  return {
    url: server.url,
    async restart() {
      await server.stop();
      server = await startNatsServer({ ...options, port });
    },
    stop: () => server.stop(),
  };
}

export interface RestartablePostgres {
  adminUrl: string;
  /** Immediate shutdown (SIGQUIT to the postmaster, as `pg_ctl -m immediate`), then a start with crash recovery. */
  crashAndRestart(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL of the fault run's own. Commits are durable (synchronous_commit stays on): an immediate shutdown
 * must lose nothing a service was told was committed. fsync is off only because the machine itself never crashes.
 */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const databaseDir = mkdtempSync(join(tmpdir(), 'pkr-faults-pg-'));
  const options = { databaseDir, port: await freePort(), persistent: true, flags: ['-c', 'fsync=off'] };
  let server: RunningPostgres = await startEmbeddedPostgres(options);
  return {
    adminUrl: server.adminUrl,
    async crashAndRestart(downMs) {
      const postmaster = Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGQUIT');
      while (await portAnswers(options.port)) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, downMs));
      server = await startEmbeddedPostgres(options);
    },
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
