import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { openServiceDatabase, type Pool } from '../src/index';
import { createTestDatabase } from '../src/testing/index';

const migrationsDir = new URL('./fixtures/no-migrations', import.meta.url).pathname;
const logger = pino({ level: 'silent' });

async function connectionsTo(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const { rows } = await admin.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1', [name]);
    return rows[0]!.count;
  } finally {
    await admin.end();
  }
}

describe("a service's database opened at start", () => {
  it('is migrated with the platform tables before the pool is handed out', async () => {
    const databaseUrl = await createTestDatabase(inject('pgAdminUrl'), 'service_database_opened');
    const pool = await openServiceDatabase({ databaseUrl, migrationsDir, poolSize: 2, logger });
    try {
      const { rows } = await pool.query<{ due: number }>('SELECT count(*)::int AS due FROM outbox');
      expect(rows).toEqual([{ due: 0 }]);
    } finally {
      await pool.end();
    }
  });

  it('closes its pool when the preparation fails, and fails the start with that error', async () => {
    const databaseUrl = await createTestDatabase(inject('pgAdminUrl'), 'service_database_failed');
    let prepared: Pool | undefined;
    const opening = openServiceDatabase({ databaseUrl, migrationsDir, poolSize: 2, logger }, async (pool) => {
      prepared = pool;
      await pool.query('SELECT 1');
      throw new Error('the seed could not be written');
    });

    await expect(opening).rejects.toThrow('the seed could not be written');
    expect(prepared?.ended).toBe(true);
    await expect.poll(() => connectionsTo(databaseUrl), { timeout: 5_000 }).toBe(0);
  });
});
