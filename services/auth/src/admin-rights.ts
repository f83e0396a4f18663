import type { ReplyOf } from '@pkr/contracts';
import { type OutboxRelay, type Pool, withTransaction } from '@pkr/platform';
import { updateAdminRight } from './db/users';
import { userNotFound } from './domain/auth-errors';
import { announceSessionsChanged } from './session-changes';

/**
 * `auth.users.set-admin`: grants or revokes admin. The change is announced to every gateway with the commit, so
 * none answers the user's next call from the rights it cached. Who may do this is the admin service's rule.
 */
export async function setAdmin(deps: { pool: Pool; relay: OutboxRelay }, userId: string, isAdmin: boolean): Promise<ReplyOf<'auth.users.set-admin'>> {
  const changed = await withTransaction(deps.pool, async (tx) => {
    const rights = await updateAdminRight(tx, userId, isAdmin);
    if (rights && rights.before.isAdmin !== rights.after.isAdmin) {
      await announceSessionsChanged(tx, { change: 'user-changed', userId, sessionId: null });
    }
    return rights;
  });
  if (!changed) throw userNotFound();
  if (changed.before.isAdmin !== changed.after.isAdmin) deps.relay.kick();
  return changed;
}
