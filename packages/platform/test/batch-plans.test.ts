import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../src/index';
import { createTestDatabase } from '../src/testing/index';

const PLAYERS = 3000;

describe("a service's connections planning a batch", () => {
  let pool: Pool;
  beforeAll(async () => {
    pool = createPool(await createTestDatabase(inject('pgAdminUrl'), 'batch_plans'), 1);
    await pool.query('CREATE TABLE accounts (id TEXT PRIMARY KEY, balance BIGINT NOT NULL)');
    await pool.query(`INSERT INTO accounts SELECT 'user:' || g, 1000 FROM generate_series(1, ${PLAYERS}) AS g`);
    await pool.query('ANALYZE accounts');
  });
  afterAll(async () => pool?.end());

  it('finds the few players of a batch through the index, not by reading every account', async () => {
    const players = Array.from({ length: 10 }, (_, index) => `user:${index * 7 + 1}`);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN UPDATE accounts SET balance = balance + moved.total
         FROM (SELECT player, sum(change) AS total FROM unnest($1::text[], $2::bigint[]) AS i (player, change) GROUP BY player) AS moved
        WHERE accounts.id = moved.player`,
      [players, players.map(() => -10)],
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('Index Scan using accounts_pkey on accounts');
    expect(plan).not.toContain('Seq Scan on accounts');
  });
});
