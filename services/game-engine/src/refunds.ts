import { enqueue, type Queryable } from '@pkr/platform';

/**
 * Asks the wallet, through the outbox, to void each bet's debit (transfer id = bet id): a debit that happened
 * is reversed, one that did not is barred, and a repeat changes nothing, so a bet is refunded at most once.
 */
export async function enqueueRefunds(tx: Queryable, betIds: string[], reason: string): Promise<void> {
  await enqueue(
    tx,
    betIds.map((id) => ({ subject: 'wallet.void', payload: { transferId: id, reason }, dedupeKey: `void:${id}` })),
  );
}
