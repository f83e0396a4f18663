import type { NatsBus, Pool } from '@pkr/platform';
import { expect } from 'vitest';

/**
 * Watches the debit requests to the wallet, the engine's batches and auth's single debits (as a plain
 * subscriber, which never answers).
 */
export async function watchDebits(bus: NatsBus) {
  const transferIds: string[] = [];
  const subscriptions = [
    bus.subscribe('wallet.debit', (payload) => {
      transferIds.push((payload as { transferId: string }).transferId);
    }),
    bus.subscribe('wallet.debit.batch', (payload) => {
      transferIds.push(...(payload as { moves: Array<{ transferId: string }> }).moves.map((debit) => debit.transferId));
    }),
  ];
  await bus.flush();
  return {
    /** Until `count` distinct debits have been asked for: their caller has sent them and waits for the answers. */
    async seen(count: number): Promise<string[]> {
      await expect.poll(() => new Set(transferIds).size, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(count);
      return [...new Set(transferIds)];
    },
    /**
     * Until the wallet has committed these debits, or `answered` settles first (a wallet slower than the
     * deadline commits nothing); resolves to the ids that landed.
     */
    async committed(db: Pool, ids: string[], answered: Promise<unknown>): Promise<string[]> {
      let over = false;
      void answered.finally(() => (over = true));
      for (;;) {
        const landed = (await db.query<{ id: string }>('SELECT id FROM transfers WHERE id = ANY($1)', [ids])).rows.map((row) => row.id);
        if (landed.length === ids.length || over) return landed;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  };
}
