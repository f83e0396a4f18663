import type { Subject } from '@pkr/contracts';
import type { BusClient } from './bus/endpoints';
import type { Queryable } from './db';
import type { OutboxItem } from './outbox';

/**
 * Takes out of the outbox the rows of items their caller has just delivered at once, instead of waiting for the
 * relay; a row the relay holds right now is left to it (it takes it out itself). Without this the row stays due:
 * the outbox remains the guarantee, so the consumer must be idempotent, as every outbox consumer is.
 */
export async function removeDelivered(db: Queryable, dedupeKeys: readonly string[]): Promise<void> {
  await db.query(
    `DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE dedupe_key = ANY($1::text[]) FOR UPDATE SKIP LOCKED)`,
    [dedupeKeys],
  );
}

/**
 * Delivers one item its transaction has just enqueued, at once and within `timeoutMs`, and takes it out of the outbox;
 * answers whether the consumer acknowledged it. Without an answer the row stays due for the relay.
 */
export async function deliverNow<S extends Subject>(db: Queryable, client: BusClient, item: OutboxItem<S>, timeoutMs: number): Promise<boolean> {
  try {
    await client.call(item.subject, item.payload, { timeoutMs });
  } catch {
    return false;
  }
  await removeDelivered(db, [item.dedupeKey]);
  return true;
}
