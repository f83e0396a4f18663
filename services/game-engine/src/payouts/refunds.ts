import { type BusClient, deliverNow, enqueueVoids, type OutboxRelay, type Pool, type Queryable, voidDelivery } from '@pkr/platform';

/** How long a cancel waits for the wallet to give its stake back before it leaves the refund to the outbox. */
export const REFUND_WAIT_MS = 1_000;

/** Refunds each bet at most once: its debit's transfer id is the bet id, voided through the outbox. */
export async function enqueueRefunds(tx: Queryable, betIds: string[], reason: string): Promise<void> {
  await enqueueVoids(tx, betIds, reason);
}

/**
 * Delivers a refund already committed to the outbox at once, and answers whether the wallet confirmed it. What
 * the wallet does not confirm in time stays due, and the relay delivers it; the wallet gives a bet back once
 * however often its void arrives.
 */
export async function refundNow(deps: { pool: Pool; client: BusClient; relay: OutboxRelay }, betId: string, reason: string): Promise<boolean> {
  const delivered = await deliverNow(deps.pool, deps.client, voidDelivery(betId, reason), REFUND_WAIT_MS).catch(() => false);
  if (!delivered) deps.relay.kick();
  return delivered;
}
