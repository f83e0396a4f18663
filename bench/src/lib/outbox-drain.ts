import pg from 'pg';

/**
 * Waits until no service has a delivery left in its outbox, so a scenario does not measure the tail of the
 * work before it (the registrations of the players just funded reaching the wallet and the leaderboard).
 * Answers how long that took; throws when the outboxes are still not empty after `timeoutMs`.
 */
export async function outboxesDrained(databaseUrls: string[], timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const waiting = await Promise.all(databaseUrls.map(undelivered));
    const total = waiting.reduce((sum, count) => sum + count, 0);
    if (total === 0) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${total} outbox deliveries still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function undelivered(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM outbox');
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
