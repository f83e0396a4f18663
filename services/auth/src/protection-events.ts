import { randomUUID } from 'node:crypto';
import { durableEvents, type ProtectionState, protectionChangedSchema, type Subject } from '@pkr/contracts';
import { type BusClient, deliverNow, enqueue, type Logger, type OutboxItem, type OutboxRelay, type Pool, type Queryable } from '@pkr/platform';
import { lockProtection, saveProtection, toState } from './db/protection';
import { userNotFound } from './domain/auth-errors';
import { ANNOUNCE_WAIT_MS } from './session-changes';

const { consumers } = durableEvents['events.auth.protection-changed'];

/**
 * Records 'events.auth.protection-changed' with the whole state for every consumer, in the transaction of the
 * change, so a committed change always reaches the wallet and the engine. Answers the deliveries to send at once.
 */
export async function recordProtectionChanged(tx: Queryable, state: ProtectionState, now: Date): Promise<OutboxItem[]> {
  const payload = protectionChangedSchema.parse({ eventId: randomUUID(), occurredAt: now.toISOString(), state });
  const items = consumers.map((subject): OutboxItem => ({ subject: subject as Subject, payload: payload as never, dedupeKey: `${payload.eventId}:${subject}` }));
  await enqueue(tx, items);
  return items;
}

/**
 * After the commit: delivers each at once, so the services that move money hold the change before the call that
 * made it answers; what is not acknowledged in time stays due for the relay.
 */
export async function deliverAtOnce(deps: { pool: Pool; client: BusClient; relay: OutboxRelay; logger: Logger }, items: readonly OutboxItem[]): Promise<void> {
  const delivered = await Promise.all(
    items.map((item) =>
      deliverNow(deps.pool, deps.client, item, ANNOUNCE_WAIT_MS).catch((error: unknown) => {
        deps.logger.warn({ err: error, subject: item.subject }, 'could not record a protection change delivered at once');
        return true;
      }),
    ),
  );
  if (delivered.includes(false)) deps.relay.kick();
}

/**
 * Announces the player's state again with a new version, in the caller's transaction, when something the state
 * holds changed outside this module (the date of birth was stored). The caller kicks the relay after its commit.
 */
export async function announceProtection(tx: Queryable, userId: string, now: Date = new Date()): Promise<ProtectionState> {
  const stored = await lockProtection(tx, userId);
  if (!stored) throw userNotFound();
  const version = await saveProtection(tx, userId, stored.settings);
  const state = toState({ ...stored, version });
  await recordProtectionChanged(tx, state, now);
  return state;
}
