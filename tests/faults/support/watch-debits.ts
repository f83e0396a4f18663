import type { NatsBus, Pool } from '@pkr/platform';
import { expect } from 'vitest';

/** Watches the engine's debit requests to the wallet (as a plain subscriber, which never answers). */
export async function watchDebits(bus: NatsBus) {
  const transferIds: string[] = [];
  const subscription = bus.subscribe('wallet.debit', (payload) => {
    transferIds.push((payload as { transferId: string }).transferId);
  });
  await bus.flush();
  return {
    /** Until `count` debits have been asked for: the engine has sent them and waits for the answers. */
    async seen(count: number): Promise<string[]> {
      await expect.poll(() => transferIds.length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(count);
      return [...new Set(transferIds)];
    },
    /** Until the wallet has committed these debits. */
    async committed(db: Pool, ids: string[]): Promise<void> {
      const count = async () => (await db.query('SELECT 1 FROM transfers WHERE id = ANY($1)', [ids])).rowCount;
      await expect.poll(count, { timeout: 10_000, interval: 50 }).toBe(ids.length);
    },
    stop: () => subscription.unsubscribe(),
  };
}
