import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NatsServerOptions, type RunningNats, type RunningPostgres, startEmbeddedPostgres, startNatsServer } from '@pkr/platform';
import { freePort, portAnswers } from '@pkr/platform/testing';
import { NATS_CLUSTER_SIZE, startNatsCluster, untilRoutedTo } from '../../../infra/src/nats-cluster';

export interface RestartableNatsCluster {
  /** Every member's client URL, comma-separated. */
  url: string;
  /**
   * Kills member `index` (SIGKILL), leaves it down `downMs`, and starts it again on the same ports: its clients
   * move to the other two meanwhile. Answers once it has rejoined both.
   */
  killAndRestart(index: number, downMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A NATS cluster of three of the fault run's own, so killing a member disturbs no other suite; a member starts
 * again as it first did.
 */
export async function startRestartableNatsCluster(base: NatsServerOptions): Promise<RestartableNatsCluster> {
  const cluster = await startNatsCluster({ base });
  const members: RunningNats[] = [...cluster.members];
  return {
    url: cluster.url,
    async killAndRestart(index, downMs) {
      await members[index]!.kill();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      members[index] = await startNatsServer(cluster.memberOptions(index));
      await untilRoutedTo(cluster.ports[index]!.client, NATS_CLUSTER_SIZE - 1);
    },
    async stop() {
      await Promise.all(members.map((member) => member.stop()));
    },
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
