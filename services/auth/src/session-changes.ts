import { randomUUID } from 'node:crypto';
import { durableEvents, type SessionsChanged } from '@pkr/contracts';
import { type BusClient, deliverNow, enqueue, type Logger, type OutboxItem, type OutboxRelay, type Pool, type Queryable } from '@pkr/platform';

export type SessionsChange = Pick<SessionsChanged, 'change' | 'userId' | 'sessionId' | 'cause'>;
type Announcement = OutboxItem<'gateway.on.sessions-changed' | 'game.on.sessions-changed'>;

/** How long the call that changed a session waits for a gateway to hear it before leaving it to the relay. */
export const ANNOUNCE_WAIT_MS = 500;

const { consumers } = durableEvents['events.auth.sessions-changed'];

/**
 * Tells every gateway that what resolving a session answers has changed, so none answers from what it cached, and
 * the engine, which stops the player's auto-plays. Recorded in the outbox in the transaction of the change (a
 * committed revocation is announced even if auth stops right after), then sent at once: the call that made the
 * change answers after its gateways and the engine heard it.
 */
export class SessionAnnouncer {
  constructor(private readonly deps: { pool: Pool; client: BusClient; relay: OutboxRelay; logger: Logger }) {}

  async record(tx: Queryable, change: SessionsChange): Promise<Announcement[]> {
    const payload = { eventId: randomUUID(), occurredAt: new Date().toISOString(), ...change };
    const items = consumers.map((subject): Announcement => ({ subject, payload, dedupeKey: `${payload.eventId}:${subject}` }));
    await enqueue(tx, items);
    return items;
  }

  /** After the commit: delivers now, or leaves it to the relay when a consumer does not answer in time. */
  async deliver(items: readonly Announcement[]): Promise<void> {
    const delivered = await Promise.all(
      items.map((item) =>
        deliverNow(this.deps.pool, this.deps.client, item, ANNOUNCE_WAIT_MS).catch((error: unknown) => {
          this.deps.logger.warn({ err: error, eventId: item.payload.eventId, subject: item.subject }, 'could not record a session announcement delivered at once');
          return true;
        }),
      ),
    );
    if (delivered.includes(false)) this.deps.relay.kick();
  }
}
