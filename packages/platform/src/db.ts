import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import type { Logger } from 'pino';
import { assertBeforeDeadline } from './deadline';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export type Queryable = Pick<pg.Pool, 'query'>;

// BIGINT (paisa) comes back as a JS number; a value past 2^53 would be a bug, so it fails loudly.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`BIGINT out of safe range: ${text}`);
  return value;
});
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (text) => Number(text));

/**
 * What the planner is told a page read at random costs against one read in sequence. PostgreSQL's default of 4
 * prices a disk's seek: with it, a batch of a few ids joined to a table of a few thousand rows (the players'
 * accounts, sessions, users) was planned as a scan of the whole table rather than a few index look-ups, in every
 * batch. A service's tables are read from memory or SSD, where a random read costs about what a sequential one
 * does. A connection string's own `options` still win.
 */
const RANDOM_PAGE_COST = 1.1;

/**
 * A connection pool; with a logger, an idle connection dropped by a database restart is logged, not fatal. Its
 * connections pipeline: a statement issued while an earlier one on the same connection is unanswered goes at once
 * rather than after that answer, so statements issued together cost one round trip. The server still runs them in
 * order, each with its own answer or error; code that awaits each statement before the next runs as before.
 */
export function createPool(databaseUrl: string, max = 10, logger?: Logger): Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    idleTimeoutMillis: 30_000,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    pipeline: true,
  });
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  return pool;
}

/**
 * Issues a transaction's last statement with its `COMMIT` right behind it, one round trip for both: the statement
 * runs on the `Queryable` handed to it, whose one query is followed by the `COMMIT`. With a deadline, past it
 * the statement is never issued and nothing commits. Nothing the caller does after it can undo the commit, so it
 * is the last thing `work` does with the transaction.
 */
export type LastStatement = <R>(statement: (db: Queryable) => Promise<R>) => Promise<R>;

/**
 * Runs `work` in one transaction; commits when it resolves, rolls back when it throws. With `commitBy` (a
 * caller's deadline, epoch ms) it rolls back instead of committing once the caller has stopped waiting.
 * `BEGIN` is not waited for: it travels with the first statement `work` issues, one round trip fewer a
 * transaction (a failed `BEGIN` fails that statement too, and is reported if `work` issued none). `work` may hand
 * its last statement to `last`, which sends the `COMMIT` with it: another round trip fewer, the deadline then
 * checked before that statement goes rather than before the `COMMIT`.
 */
export async function withTransaction<T>(
  pool: Pool,
  work: (client: PoolClient, last: LastStatement) => Promise<T>,
  options: { commitBy?: number | undefined } = {},
): Promise<T> {
  const client = await pool.connect();
  // A lost connection is also reported as an 'error' event, which unheard would end the process; the
  // transaction's statements fail on their own, and the client is thrown away rather than pooled again.
  let lost: Error | undefined;
  const onLost = (error: Error) => {
    lost = error;
  };
  client.on('error', onLost);
  let committing: Promise<unknown> | undefined;
  let lastTaken = false;
  // Set the moment the transaction ends, so a last statement still on its way is refused rather than run outside it.
  let ended = false;
  const last: LastStatement = async (statement) => {
    // Marked when asked for, not when its statement goes, so two asked for at once are refused too, and the
    // transaction with them: the first, if it has not gone yet, never goes.
    if (lastTaken) {
      ended = true;
      throw new Error('A transaction has one last statement');
    }
    lastTaken = true;
    assertBeforeDeadline(options.commitBy);
    return statement(followedByCommit(client, () => ended, (commit) => (committing = commit)));
  };
  try {
    const begun = client.query('BEGIN').then(
      () => undefined,
      (error: unknown) => error,
    );
    const result = await work(client, last);
    ended = true;
    const beginError = await begun;
    if (beginError) throw beginError;
    if (committing) await committed(committing);
    else {
      assertBeforeDeadline(options.commitBy);
      await client.query('COMMIT');
    }
    return result;
  } catch (error) {
    ended = true;
    // A `COMMIT` sent behind a failed last statement ends the transaction as a rollback; it is waited for first.
    await committing?.catch(() => undefined);
    if (!lost) await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.removeListener('error', onLost);
    client.release(lost);
  }
}

/**
 * Waits for a `COMMIT` sent behind the last statement. Behind a statement that failed, PostgreSQL ends the
 * transaction as a rollback and says so: `work` caught that statement's error, and nothing was written.
 */
async function committed(commit: Promise<unknown>): Promise<void> {
  const { command } = (await commit) as pg.QueryResult;
  if (command !== 'COMMIT') throw new Error(`The transaction ended in ${command}: its last statement failed`);
}

/**
 * A `Queryable` for one statement, which issues `COMMIT` on `client` the moment that statement is issued; once the
 * transaction has `ended` (its work failed meanwhile), the statement is refused.
 */
function followedByCommit(client: PoolClient, ended: () => boolean, issued: (commit: Promise<unknown>) => void): Queryable {
  let used = false;
  const query = (...args: unknown[]) => {
    if (ended()) throw new Error('The transaction has ended before its last statement');
    if (used) throw new Error('The last statement of a transaction is one statement');
    used = true;
    const answer = (client.query as (...params: unknown[]) => Promise<unknown>)(...args);
    const commit = client.query('COMMIT');
    commit.catch(() => undefined);
    issued(commit);
    return answer;
  };
  return { query: query as Queryable['query'] };
}

/** Readiness: true when the database answers a trivial query. */
export async function databaseAnswers(db: Queryable): Promise<boolean> {
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The platform package's own migrations, found through the package rather than this file: a service bundled into
 * one file (infra/src/service-bundles.ts) runs this code from its own `dist/`.
 */
const platformMigrations = join(dirname(createRequire(import.meta.url).resolve('@pkr/platform')), '../migrations');

/**
 * Migrates a service's own database at start: first the platform's tables (outbox, processed events),
 * then the service's migrations. Replicas starting together wait on the migration lock in turn.
 */
export async function migrate(databaseUrl: string, serviceMigrationsDir: string, logger: Logger): Promise<void> {
  const log = (message: string) => logger.debug({ migration: message }, 'migration');
  await runner({ databaseUrl, dir: platformMigrations, migrationsTable: 'platform_migrations', direction: 'up', advisoryLockMode: 'wait', log });
  await runner({ databaseUrl, dir: serviceMigrationsDir, migrationsTable: 'service_migrations', direction: 'up', advisoryLockMode: 'wait', log });
}

export interface ServiceDatabaseOptions {
  databaseUrl: string;
  migrationsDir: string;
  poolSize: number;
  logger: Logger;
}

/**
 * A service's database made ready to serve: migrated, a pool opened on it, then `prepare` run on that pool (a
 * seed, the fairness chains). When `prepare` fails the pool is closed, so a start that fails leaves no
 * connections behind.
 */
export async function openServiceDatabase(
  { databaseUrl, migrationsDir, poolSize, logger }: ServiceDatabaseOptions,
  prepare: (pool: Pool) => Promise<void> = async () => undefined,
): Promise<Pool> {
  await migrate(databaseUrl, migrationsDir, logger);
  const pool = createPool(databaseUrl, poolSize, logger);
  try {
    await prepare(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}

/** Creates a database when it does not exist yet (all-in-one start and tests; operators create theirs). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
