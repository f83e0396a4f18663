import type { Queryable } from './db';

/**
 * Marks delivered the outbox rows of items their caller has just delivered at once, instead of waiting for the
 * relay; a row the relay holds right now is left to it (it marks it itself). Without this mark the row stays
 * due: the outbox remains the guarantee, so the consumer must be idempotent, as every outbox consumer is.
 */
export async function markDelivered(db: Queryable, dedupeKeys: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE outbox SET delivered_at = now(), attempts = attempts + 1
      WHERE id IN (SELECT id FROM outbox WHERE dedupe_key = ANY($1::text[]) AND delivered_at IS NULL FOR UPDATE SKIP LOCKED)`,
    [dedupeKeys],
  );
}
