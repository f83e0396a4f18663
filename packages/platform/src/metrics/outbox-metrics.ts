import type { Pool } from '../db';
import { onScrape, probedGauge } from './scrape';

const backlog = probedGauge('pkr_outbox_backlog', 'Outbox rows not yet delivered, by service and consumer subject', ['service', 'subject']);
const oldestAge = probedGauge('pkr_outbox_oldest_age_seconds', 'Age of the oldest undelivered outbox row, by service and consumer subject', ['service', 'subject']);

interface BacklogRow {
  subject: string;
  rows: string;
  oldest_seconds: number;
}

/** Reports the service's outbox backlog and its oldest row's age per consumer at each scrape; answers how to stop. */
export function watchOutbox(pool: Pool, service: string): () => void {
  return onScrape(async () => {
    const { rows } = await pool.query<BacklogRow>(
      `SELECT subject, count(*) AS rows, extract(epoch FROM now() - min(created_at))::float8 AS oldest_seconds
         FROM outbox GROUP BY subject`,
    );
    for (const row of rows) {
      backlog.set({ service, subject: row.subject }, Number(row.rows));
      oldestAge.set({ service, subject: row.subject }, row.oldest_seconds);
    }
  });
}
