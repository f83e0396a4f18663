import type { UserRegistered } from '@pkr/contracts';
import { markProcessed, type Pool, withTransaction } from '@pkr/platform';
import { insertRegistration } from '../db/registrations';

const CONSUMER = 'leaderboard.user-registered';

/** `leaderboard.on.user-registered`: remembers when each account registered, for Early Bird. */
export async function applyUserRegistered(pool: Pool, event: UserRegistered): Promise<{ eventId: string; duplicate: boolean }> {
  return withTransaction(pool, async (tx) => {
    if (!(await markProcessed(tx, event.eventId, CONSUMER))) return { eventId: event.eventId, duplicate: true };
    await insertRegistration(tx, event);
    return { eventId: event.eventId, duplicate: false };
  });
}
