import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@pkr/contracts';
import { enqueueEvents, type Queryable } from '@pkr/platform';
import { insertUser, type NewUser } from './db/users';

/**
 * Creates a user and records its registration event in the caller's transaction, so the wallet hears of
 * every account exactly when it exists. Null when the username is taken.
 */
export async function createUser(tx: Queryable, user: Omit<NewUser, 'id'>): Promise<AuthUser | null> {
  const stored = await insertUser(tx, { ...user, id: randomUUID() });
  if (!stored) return null;
  await enqueueEvents(tx, 'events.auth.user-registered', [
    {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      userId: stored.user.id,
      username: stored.user.username,
      registeredAt: stored.user.createdAt,
    },
  ]);
  return stored.user;
}
