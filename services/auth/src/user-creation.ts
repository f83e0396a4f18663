import { randomUUID } from 'node:crypto';
import { type AuthUser, durableEvents } from '@pkr/contracts';
import { enqueueEvents, type OutboxItem, type Queryable } from '@pkr/platform';
import { insertUser, type NewUser } from './db/users';

const [WALLET] = durableEvents['events.auth.user-registered'].consumers;

export interface CreatedUser {
  user: AuthUser;
  /** The wallet's copy of the registration event, which registration delivers at once so the bonus is in its answer. */
  walletNotice: OutboxItem<typeof WALLET>;
}

/**
 * Creates a user and records its registration event in the caller's transaction, so the wallet hears of
 * every account exactly when it exists. Null when the username is taken.
 */
export async function createUser(tx: Queryable, user: Omit<NewUser, 'id'>): Promise<CreatedUser | null> {
  const stored = await insertUser(tx, { ...user, id: randomUUID() });
  if (!stored) return null;
  const event = {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    userId: stored.user.id,
    username: stored.user.username,
    registeredAt: stored.user.createdAt,
  };
  await enqueueEvents(tx, 'events.auth.user-registered', [event]);
  // The same dedupe key as the row just enqueued for the wallet, so delivering it at once marks that row.
  return { user: stored.user, walletNotice: { subject: WALLET, payload: event, dedupeKey: `${event.eventId}:${WALLET}` } };
}
