import type { EventAck, ProtectionChanged } from '@pkr/contracts';
import { markProcessed, type Pool, withTransaction } from '@pkr/platform';
import { keepProtectionCopy } from '../db/protection-copies';

const CONSUMER = 'game.protection-changed';

/**
 * `game.on.protection-changed`: keeps the engine's copy of the player's protection, which every bet is checked
 * against. Any replica answers it (queue 'game'), as they share one database: a redelivered event is marked
 * processed already, and an older version than the copy's changes nothing.
 */
export async function applyProtectionChanged(pool: Pool, event: ProtectionChanged): Promise<EventAck> {
  return withTransaction(pool, async (tx) => {
    if (!(await markProcessed(tx, event.eventId, CONSUMER))) return { eventId: event.eventId, duplicate: true };
    await keepProtectionCopy(tx, event.state);
    return { eventId: event.eventId, duplicate: false };
  });
}
