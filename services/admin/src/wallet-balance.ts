import { paisaToPkr } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';

/** A balance shown beside an action is worth waiting for only briefly: the action itself must not time out on it. */
const BALANCE_WAIT_MS = 1_000;

/** A user's balance in PKR, or null (unknown) when the wallet cannot say in time. */
export function balanceOrUnknown(client: BusClient, userId: string): Promise<number | null> {
  return client.call('wallet.balance', { userId }, { timeoutMs: BALANCE_WAIT_MS }).then((reply) => paisaToPkr(reply.balance), () => null);
}
