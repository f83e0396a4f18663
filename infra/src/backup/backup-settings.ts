import { join } from 'node:path';
import { dataDir, serviceDatabases } from '../dev-defaults';
import { pgBinDir } from './pg-programs';

export interface BackupSettings {
  adminUrl: string;
  databases: string[];
  ledgerDatabase: string;
  binDir: string | undefined;
}

/**
 * The server and databases of the distributed run, from the environment `make up` reads: PG_ADMIN_URL (else the
 * local PostgreSQL on EMBEDDED_PG_PORT) and DATABASE_PREFIX when several topologies share one server.
 */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const adminUrl = env.PG_ADMIN_URL ?? `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT ?? 54330}/postgres`;
  const named = (name: string) => (env.DATABASE_PREFIX ? `${env.DATABASE_PREFIX}_${name}` : name);
  return {
    adminUrl,
    databases: Object.values(serviceDatabases).map(named),
    ledgerDatabase: named(serviceDatabases.wallet),
    binDir: pgBinDir(env),
  };
}

/** A new directory per backup under BACKUP_ROOT (default .data/backups), named for its time. */
export const newBackupDir = (env: NodeJS.ProcessEnv = process.env, now = new Date()): string =>
  join(env.BACKUP_ROOT ?? join(dataDir, 'backups'), now.toISOString().replace(/[:.]/g, '-'));
