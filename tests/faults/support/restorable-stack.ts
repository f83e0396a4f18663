import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool } from '@pkr/platform';
import { databaseUrl } from '../../../infra/src/backup/take-backup';
import { serviceDatabases } from '../../../infra/src/dev-defaults';
import type { Topology } from '../../../infra/src/topology';
import type { AuditDatabases } from './service-fault-stack';
import { faultEnv, launchFaultTopology } from './fault-stack';

export interface RestorableStack extends Topology {
  db: AuditDatabases;
}

/** Opens the auditor's pools on the databases of a server named as the services name them, without a prefix. */
export function auditPools(pgAdminUrl: string): AuditDatabases {
  const pool = (name: string) => createPool(databaseUrl(pgAdminUrl, name), 2);
  return { engine: pool(serviceDatabases.game), wallet: pool(serviceDatabases.wallet), leaderboard: pool(serviceDatabases.leaderboard) };
}

/**
 * The distributed topology on a server of its own, its databases named as in production (no prefix), so a backup
 * of it restores under the same names into another server and the same topology starts there again.
 */
export async function startRestorableStack(pgAdminUrl: string, label: string): Promise<RestorableStack> {
  const { topology, nats } = await launchFaultTopology(pgAdminUrl, {
    env: { ...faultEnv, BETTING_MS: '4000' },
    logDir: mkdtempSync(join(tmpdir(), `pkr-${label}-`)),
  });
  const db = auditPools(pgAdminUrl);
  return {
    ...topology,
    db,
    async stop() {
      await Promise.all(Object.values(db).map((pool) => pool.end()));
      await topology.stop();
      await nats.stop();
    },
  };
}
