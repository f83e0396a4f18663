import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool, ensureDatabase, type Pool } from '@pkr/platform';
import { freePort } from '@pkr/platform/testing';
import { serviceDatabases } from '../../../infra/src/dev-defaults';
import { newNatsPasswords, securedNatsOptions } from '../../../infra/src/nats-config';
import { launchTopology, type Topology, waitUntilReady } from '../../../infra/src/topology';
import { e2eAdmin } from '../../e2e/support/stacks';
import { faultEnv } from './fault-stack';
import { type RestartableNatsCluster, type RestartablePostgres, startRestartableNatsCluster, startRestartablePostgres } from './restartable-infrastructure';

/** The databases an auditor reads: the engine's bets, the wallet's ledger, the leaderboard's kept bets. */
export interface AuditDatabases {
  engine: Pool;
  wallet: Pool;
  leaderboard: Pool;
}

export interface ServiceFaultStack extends Topology {
  nats: RestartableNatsCluster;
  postgres: RestartablePostgres;
  db: AuditDatabases;
  /** The engine replica leading `gameType` now, by the advisory lock its connection holds. */
  leaderOf(gameType: 'crash' | 'aviator'): Promise<string | undefined>;
  /** Until every service answers through both gateways and the balancer again. */
  untilReady(): Promise<void>;
}

const ENGINE_LOCK_NAMESPACE = 0x67616d65;
const gameIndex = { crash: 0, aviator: 1 } as const;

/**
 * The distributed topology on a NATS cluster of three and a PostgreSQL of its own (so both can be struck), with
 * two engine replicas (one leads, one stands by) and two gateways behind the balancer; each process is given every
 * NATS server and connects as its own user.
 */
export async function startServiceFaultStack(label: string): Promise<ServiceFaultStack> {
  const natsPasswords = newNatsPasswords();
  const [nats, postgres] = await Promise.all([startRestartableNatsCluster(securedNatsOptions(natsPasswords)), startRestartablePostgres()]);
  const logDir = mkdtempSync(join(tmpdir(), `pkr-faults-${label}-`));
  const topology = await launchTopology({
    natsUrl: nats.url,
    natsPasswords,
    pgAdminUrl: postgres.adminUrl,
    gatewayPort: await freePort(),
    balanced: true,
    sessionSecret: 'fault-session-secret-that-is-long-enough-0123456789',
    admin: e2eAdmin,
    engineReplicas: 2,
    // Every round's crash point is set ahead, so a betting phase of 5 s leaves time for the bets.
    env: { ...faultEnv, BETTING_MS: '5000' },
    databasePrefix: label,
    logDir,
  });
  const pool = async (service: keyof typeof serviceDatabases) => createPool(await ensureDatabase(postgres.adminUrl, `${label}_${serviceDatabases[service]}`), 2);
  const db = { engine: await pool('game'), wallet: await pool('wallet'), leaderboard: await pool('leaderboard') };
  const children = () => [...topology.processes.values()].map((process) => process.child);
  const untilReady = async () => {
    for (const url of [...topology.gatewayUrls, topology.gatewayUrl]) await waitUntilReady(url, children);
  };
  await untilReady();
  return {
    ...topology,
    nats,
    postgres,
    db,
    untilReady,
    async leaderOf(gameType) {
      const holders = await db.engine.query<{ application_name: string }>(
        `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2 AND l.objsubid = 2`,
        [ENGINE_LOCK_NAMESPACE, gameIndex[gameType]],
      );
      return holders.rows[0]?.application_name;
    },
    async stop() {
      await Promise.all(Object.values(db).map((each) => each.end()));
      await topology.stop();
      await Promise.all([nats.stop(), postgres.stop()]);
    },
  };
}
