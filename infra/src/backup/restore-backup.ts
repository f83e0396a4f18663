import { join } from 'node:path';
import pg from 'pg';
import { LEDGER_SUM_SQL } from './ledger-sum';
import { checksumFailures, type Manifest, readManifest } from './manifest';
import { connectionOf, pgProgram, runPgProgram } from './pg-programs';
import { serverFacts } from './server-facts';
import { databaseUrl } from './take-backup';

export interface RestoreOptions {
  /** A superuser of the server the databases go to. */
  adminUrl: string;
  dir: string;
  binDir: string | undefined;
}

/**
 * Brings a backup back into a server that lacks its databases (or holds them empty): checks every file against the
 * manifest before touching the server, creates each database for the role that owned it, restores it, and checks
 * the ledger still sums to what the manifest recorded.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const manifest = readManifest(options.dir);
  const failures = await checksumFailures(options.dir, manifest);
  if (failures.length > 0) throw new Error(`The backup in ${options.dir} is damaged: ${failures.join('; ')}`);
  const server = await serverFacts(options.adminUrl, manifest.databases.map((database) => database.name));
  const absentRoles = manifest.databases.filter((database) => !server.roles.has(database.owner));
  if (absentRoles.length > 0) {
    throw new Error(absentRoles.map((database) => `role ${database.owner} owns ${database.name}: create it first`).join('; '));
  }
  for (const database of manifest.databases) {
    const url = databaseUrl(options.adminUrl, database.name);
    if (server.owners.has(database.name)) await assertEmpty(url, database.name);
    else await createDatabase(options.adminUrl, database.name, database.owner);
  }
  const pgRestore = pgProgram('pg_restore', options.binDir);
  for (const database of manifest.databases) {
    const { dbname, env } = connectionOf(databaseUrl(options.adminUrl, database.name));
    await runPgProgram(pgRestore, ['--exit-on-error', `--dbname=${dbname}`, join(options.dir, database.file)], env);
  }
  if (manifest.ledger) await assertLedgerSum(databaseUrl(options.adminUrl, manifest.ledger.database), manifest.ledger.sum);
  return manifest;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'restore' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A restore never mixes a backup into data that is already there. */
async function assertEmpty(url: string, name: string): Promise<void> {
  const tables = await withClient(url, (client) =>
    client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    ),
  );
  if (tables.rows[0]!.count > 0) throw new Error(`Database ${name} already holds ${tables.rows[0]!.count} tables: restore into an empty server`);
}

async function createDatabase(adminUrl: string, name: string, owner: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} OWNER ${pg.escapeIdentifier(owner)}`));
}

async function assertLedgerSum(url: string, expected: number): Promise<void> {
  const sum = await withClient(url, async (client) => Number((await client.query<{ sum: string }>(LEDGER_SUM_SQL)).rows[0]!.sum));
  if (sum !== expected) throw new Error(`The restored ledger sums to ${sum} paisa where the backup recorded ${expected}`);
}
