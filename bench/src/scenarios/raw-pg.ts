import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { cpuMeter, cpuMsPer } from '../lib/cpus';
import { closedLoop } from '../lib/open-loop';

export interface RawPgResult {
  variant: 'user-rows' | 'user-rows+house-row';
  inFlight: number;
  perSecond: number;
  errors: number;
  latency: { p50: number; p99: number; max: number };
  /** CPU per transaction, ms of one core: PostgreSQL's (when its process is known) and the loop's own. */
  cpuMsPerTx: Record<string, number>;
}

/**
 * The database's own ceiling for the cheapest honest bet: a conditional debit of one of many user rows and the
 * insert of the bet in one transaction, `inFlight` at a time; and the same with one shared house row updated too.
 * `postgresPid`, the postmaster's, has PostgreSQL's CPU per transaction measured beside the loop's.
 */
export async function rawPgBets(url: string, users: number, inFlight: number, seconds: number, postgresPid?: number): Promise<RawPgResult[]> {
  const pool = new pg.Pool({ connectionString: url, max: inFlight });
  try {
    await pool.query(`
      DROP TABLE IF EXISTS raw_bets, raw_users, raw_house;
      CREATE TABLE raw_users (id INTEGER PRIMARY KEY, balance BIGINT NOT NULL CHECK (balance >= 0));
      CREATE TABLE raw_house (id INTEGER PRIMARY KEY, balance BIGINT NOT NULL);
      CREATE TABLE raw_bets (id UUID PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES raw_users (id), amount BIGINT NOT NULL CHECK (amount > 0), created_at TIMESTAMPTZ NOT NULL DEFAULT now());
      INSERT INTO raw_house VALUES (1, 0);`);
    await pool.query('INSERT INTO raw_users SELECT g, 1000000000000 FROM generate_series(1, $1) g', [users]);
    await pool.query('VACUUM ANALYZE raw_users');
    const results: RawPgResult[] = [];
    for (const withHouse of [false, true]) {
      const cpu = cpuMeter(new Map(postgresPid === undefined ? [] : [['postgres', postgresPid]]));
      const run = await closedLoop(inFlight, seconds, async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const user = 1 + Math.floor(Math.random() * users);
          const debited = await client.query('UPDATE raw_users SET balance = balance - $2 WHERE id = $1 AND balance >= $2', [user, 1000]);
          if (debited.rowCount !== 1) throw new Error('insufficient balance');
          await client.query('INSERT INTO raw_bets (id, user_id, amount) VALUES ($1, $2, $3)', [randomUUID(), user, 1000]);
          if (withHouse) await client.query('UPDATE raw_house SET balance = balance + $1 WHERE id = 1', [1000]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      });
      const { p50, p99, max } = run.latency;
      const cpuMsPerTx = cpuMsPer(cpu(), run.done);
      results.push({ variant: withHouse ? 'user-rows+house-row' : 'user-rows', inFlight, perSecond: run.perSecond, errors: run.errors, latency: { p50, p99, max }, cpuMsPerTx });
    }
    return results;
  } finally {
    await pool.end();
  }
}
