import type { Queryable } from '@pkr/platform';

/** Bars an id that was voided before its transfer arrived. */
export async function recordVoidedId(client: Queryable, transferId: string, reason: string): Promise<void> {
  await client.query('INSERT INTO voided_transfer_ids (transfer_id, reason) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    transferId,
    reason,
  ]);
}
