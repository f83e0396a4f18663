import pg from 'pg';

/** One open transaction per database, all seeing the same committed transactions of the server. */
export interface SnapshotCut {
  /** The exported snapshot of each database, for `pg_dump --snapshot`. */
  snapshotOf(database: string): string;
  /** A query inside the cut, on one database's transaction. */
  query<Row extends pg.QueryResultRow>(database: string, text: string): Promise<Row[]>;
  /** The server's view at the cut, as pg_current_snapshot() writes it. */
  view: string;
  /** How many tries it took to find a moment no commit split. */
  attempts: number;
  close(): Promise<void>;
}

interface Taken {
  id: string;
  view: string;
}

/** The transactions a snapshot sees as not yet committed: xmax and above, and the list in progress. */
function parseView(view: string): { xmax: bigint; inProgress: Set<bigint> } {
  const [, xmax, list] = view.split(':');
  return { xmax: BigInt(xmax!), inProgress: new Set(list ? list.split(',').map(BigInt) : []) };
}

/**
 * The transaction ids that some of the snapshots see as finished and others as running. Transaction ids belong to
 * the whole server, so two snapshots of different databases see the same data when none of these committed.
 */
export function splitTransactions(views: readonly string[]): bigint[] {
  const parsed = views.map(parseView);
  const lowest = parsed.reduce((low, view) => (view.xmax < low ? view.xmax : low), parsed[0]!.xmax);
  const highest = parsed.reduce((high, view) => (view.xmax > high ? view.xmax : high), parsed[0]!.xmax);
  const candidates = new Set<bigint>(parsed.flatMap((view) => [...view.inProgress]));
  for (let xid = lowest; xid < highest; xid += 1n) candidates.add(xid);
  const running = (view: (typeof parsed)[number], xid: bigint) => xid >= view.xmax || view.inProgress.has(xid);
  return [...candidates].filter((xid) => new Set(parsed.map((view) => running(view, xid))).size > 1).sort((a, b) => (a < b ? -1 : 1));
}

/**
 * Opens a read-only REPEATABLE READ transaction on each database at the same moment and keeps the snapshots only
 * when no transaction committed between the first and the last; otherwise tries again. PostgreSQL cannot share one
 * snapshot across databases, but its transaction ids are the server's, so equal views are one cut of every database.
 */
export async function openSnapshotCut(urls: Record<string, string>, maxAttempts = 200): Promise<SnapshotCut> {
  const clients = new Map(Object.entries(urls).map(([database, url]) => [database, new pg.Client({ connectionString: url, application_name: 'backup' })]));
  await Promise.all([...clients.values()].map((client) => client.connect()));
  const all = [...clients.values()];
  const first = all[0]!;
  try {
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      await Promise.all(all.map((client) => client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')));
      const taken = await Promise.all(
        all.map(async (client) => (await client.query<Taken>('SELECT pg_export_snapshot() AS id, pg_current_snapshot()::text AS view')).rows[0]!),
      );
      const split = splitTransactions(taken.map((each) => each.view)).map(String);
      const committed = await first.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM unnest($1::text[]) AS xid WHERE pg_xact_status(xid::xid8) = 'committed'`,
        [split],
      );
      if (committed.rows[0]!.count === 0) return cutOf(clients, taken, attempt);
      await Promise.all(all.map((client) => client.query('ROLLBACK')));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    }
    throw new Error(`Commits split every one of ${maxAttempts} tries to snapshot the databases at one moment`);
  } catch (error) {
    await Promise.all(all.map((client) => client.end()));
    throw error;
  }
}

function cutOf(clients: Map<string, pg.Client>, taken: Taken[], attempts: number): SnapshotCut {
  const databases = [...clients.keys()];
  const client = (database: string) => {
    const found = clients.get(database);
    if (!found) throw new Error(`The cut holds no database named ${database}`);
    return found;
  };
  return {
    snapshotOf(database) {
      client(database);
      return taken[databases.indexOf(database)]!.id;
    },
    query: async (database, text) => (await client(database).query(text)).rows,
    view: taken[0]!.view,
    attempts,
    async close() {
      await Promise.all([...clients.values()].map(async (each) => {
        await each.query('COMMIT');
        await each.end();
      }));
    },
  };
}
