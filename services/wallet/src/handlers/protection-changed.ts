import type { EventAck, ProtectionChanged } from '@pkr/contracts';
import { markProcessed, type Pool, withTransaction } from '@pkr/platform';
import { saveProtectionCopy } from '../db/protection-copies';

const CONSUMER = 'wallet';

/**
 * `wallet.on.protection-changed`: keeps the wallet's copy of the player's protection state, once per event
 * however often it is delivered. A state older than the copy is acknowledged and changes nothing.
 */
export async function copyProtectionState(pool: Pool, event: ProtectionChanged): Promise<EventAck> {
  const duplicate = await withTransaction(pool, async (tx) => {
    if (!(await markProcessed(tx, event.eventId, CONSUMER))) return true;
    await saveProtectionCopy(tx, event.state);
    return false;
  });
  return { eventId: event.eventId, duplicate };
}
