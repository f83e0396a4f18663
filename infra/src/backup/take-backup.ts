import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LEDGER_SUM_SQL } from './ledger-sum';
import { connectionOf, pgProgram, programMajor, runPgProgram } from './pg-programs';
import { describeDump, type Manifest, writeManifest } from './manifest';
import { openSnapshotCut } from './snapshot-cut';
import { serverFacts } from './server-facts';

export interface BackupOptions {
  adminUrl: string;
  /** The databases to dump, all on the server of `adminUrl`. */
  databases: string[];
  /** The database holding the ledger's accounts, whose sum the manifest records. */
  ledgerDatabase?: string;
  dir: string;
  binDir: string | undefined;
}

export const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Dumps every database in PostgreSQL's custom format from one cut (each dump reads the snapshot its database's
 * transaction exported), then writes the manifest with each file's size and sha256.
 */
export async function takeBackup(options: BackupOptions): Promise<Manifest> {
  const pgDump = pgProgram('pg_dump', options.binDir);
  const clientMajor = await programMajor(pgDump);
  const server = await serverFacts(options.adminUrl, options.databases);
  if (server.major > clientMajor) {
    throw new Error(`pg_dump ${clientMajor} cannot dump PostgreSQL ${server.major}: set PG_BIN_DIR to the programs of PostgreSQL ${server.major} or later`);
  }
  const missing = options.databases.filter((name) => !server.owners.has(name));
  if (missing.length > 0) throw new Error(`No database named ${missing.join(', ')} on the server`);
  mkdirSync(options.dir, { recursive: true });
  const cut = await openSnapshotCut(Object.fromEntries(options.databases.map((name) => [name, databaseUrl(options.adminUrl, name)])));
  try {
    const takenAt = new Date().toISOString();
    const ledger = options.ledgerDatabase
      ? { database: options.ledgerDatabase, sum: Number((await cut.query<{ sum: string }>(options.ledgerDatabase, LEDGER_SUM_SQL))[0]!.sum) }
      : null;
    const databases = [];
    for (const name of options.databases) {
      const file = `${name}.dump`;
      const { dbname, env } = connectionOf(databaseUrl(options.adminUrl, name));
      await runPgProgram(pgDump, ['--format=custom', `--snapshot=${cut.snapshotOf(name)}`, `--file=${join(options.dir, file)}`, `--dbname=${dbname}`], env);
      databases.push(await describeDump(options.dir, name, server.owners.get(name)!, file));
    }
    const manifest: Manifest = { format: 1, takenAt, serverVersion: server.version, pgDumpVersion: clientMajor, snapshot: cut.view, databases, ledger };
    writeManifest(options.dir, manifest);
    return manifest;
  } finally {
    await cut.close();
  }
}
