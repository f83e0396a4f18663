import { enqueueVoids, type Queryable } from '@pkr/platform';

/** Refunds each bet at most once: its debit's transfer id is the bet id, voided through the outbox. */
export async function enqueueRefunds(tx: Queryable, betIds: string[], reason: string): Promise<void> {
  await enqueueVoids(tx, betIds, reason);
}
