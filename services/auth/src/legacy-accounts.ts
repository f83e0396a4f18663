import type { Pool } from '@pkr/platform';
import { announceProtection } from './protection-events';

/** Accounts announced per transaction: a long backlog commits as it goes and holds no lock for long. */
const BATCH = 200;

/**
 * Announces once, at start, every player account made before registration asked for a date of birth and never
 * announced since, with `dateOfBirthKnown: false`: the wallet and the engine then refuse its deposits and bets until
 * the player gives it, even through a session opened before this change. Replicas starting together may announce an
 * account twice; each copy keeps the higher version of the same state. Answers how many it announced.
 */
export async function announceAccountsWithoutDateOfBirth(pool: Pool, now: () => Date): Promise<number> {
  let announced = 0;
  for (;;) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string }>(
        `SELECT u.id FROM users u
          WHERE u.date_of_birth IS NULL AND NOT u.is_admin
            AND NOT EXISTS (SELECT 1 FROM protection_states p WHERE p.user_id = u.id)
          ORDER BY u.id LIMIT $1`,
        [BATCH],
      );
      for (const row of rows) await announceProtection(client, row.id, now());
      await client.query('COMMIT');
      announced += rows.length;
      if (rows.length < BATCH) return announced;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
}
