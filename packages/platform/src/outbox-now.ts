import type { Subject } from '@pkr/contracts';
import type { BusClient } from './bus/endpoints';
import type { Pool } from './db';
import type { OutboxItem } from './outbox';

/**
 * Delivers one item its transaction has just enqueued, at once and within `timeoutMs`, instead of waiting for
 * the relay; answers whether the consumer acknowledged it. Its row is then marked delivered, unless the relay
 * holds it right now (it marks it itself). Without an answer the row stays due: the outbox remains the guarantee,
 * so the consumer must be idempotent, as every outbox consumer is.
 */
export async function deliverNow<S extends Subject>(pool: Pool, client: BusClient, item: OutboxItem<S>, timeoutMs: number): Promise<boolean> {
  try {
    await client.call(item.subject, item.payload, { timeoutMs });
  } catch {
    return false;
  }
  await pool.query(
    `UPDATE outbox SET delivered_at = now(), attempts = attempts + 1
      WHERE id = (SELECT id FROM outbox WHERE dedupe_key = $1 AND delivered_at IS NULL FOR UPDATE SKIP LOCKED)`,
    [item.dedupeKey],
  );
  return true;
}
