import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool, withTransaction } from '../src/index';
import { createTestDatabase } from '../src/testing/index';

describe('a transaction whose connection is lost', () => {
  let pool: Pool;
  let other: Pool;
  beforeAll(async () => {
    const url = await createTestDatabase(inject('pgAdminUrl'), 'lost_transactions');
    pool = createPool(url, 2);
    other = createPool(url, 1);
  });
  afterAll(async () => Promise.all([pool?.end(), other?.end()]));

  it('fails alone when the server ends its connection between two statements, and the pool goes on', async () => {
    const outcome = withTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const ended = new Promise((resolve) => tx.once('end', resolve));
      await other.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      // By 'end' the client has reported the loss as an 'error' event: unheard, it would end the process.
      await ended;
      return tx.query('SELECT 1');
    });
    await expect(outcome).rejects.toThrow(/connection/i);
    const again = await Promise.all([1, 2].map(() => pool.query<{ one: number }>('SELECT 1 AS one')));
    expect(again.map((result) => result.rows[0]?.one)).toEqual([1, 1]);
  });
});
