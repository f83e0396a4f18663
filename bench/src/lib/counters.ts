import pg from 'pg';

/** Work the product did, read from the servers themselves: commits per database and messages through NATS. */
export interface Counters {
  commits: Record<string, number>;
  natsMessages: number | null;
}

export async function readCounters(pgAdminUrl: string, databases: Record<string, string>, natsMonitorUrl: string | null): Promise<Counters> {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  const commits: Record<string, number> = {};
  try {
    // Statistics are flushed by each backend when idle; asking for a snapshot now sees what has been flushed.
    const { rows } = await client.query<{ datname: string; xact_commit: string }>(
      'SELECT datname, xact_commit FROM pg_stat_database WHERE datname = ANY($1)',
      [Object.values(databases)],
    );
    for (const [service, name] of Object.entries(databases)) {
      commits[service] = Number(rows.find((row) => row.datname === name)?.xact_commit ?? 0);
    }
  } finally {
    await client.end();
  }
  const natsMessages = natsMonitorUrl
    ? await fetch(`${natsMonitorUrl}/varz`).then((response) => response.json() as Promise<{ in_msgs: number }>).then((varz) => varz.in_msgs, () => null)
    : null;
  return { commits, natsMessages };
}

/** Per unit of work (a bet): how many commits each database made and how many messages crossed the bus. */
export function perUnit(before: Counters, after: Counters, units: number) {
  const each = (value: number) => (units === 0 ? 0 : Math.round((value / units) * 10) / 10);
  return {
    commits: Object.fromEntries(Object.entries(after.commits).map(([service, count]) => [service, each(count - (before.commits[service] ?? 0))])),
    natsMessages: after.natsMessages === null || before.natsMessages === null ? null : each(after.natsMessages - before.natsMessages),
  };
}
