import type { Queryable } from '@pkr/platform';

export async function isVoidedId(client: Queryable, transferId: string): Promise<boolean> {
  const result = await client.query('SELECT 1 FROM voided_transfer_ids WHERE transfer_id = $1', [transferId]);
  return result.rowCount === 1;
}

/** Bars an id that was voided before its transfer arrived. */
export async function recordVoidedId(client: Queryable, transferId: string, reason: string): Promise<void> {
  await client.query('INSERT INTO voided_transfer_ids (transfer_id, reason) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    transferId,
    reason,
  ]);
}
