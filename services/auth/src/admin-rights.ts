import type { ReplyOf } from '@pkr/contracts';
import { type Pool, withTransaction } from '@pkr/platform';
import { updateAdminRight } from './db/users';
import { userNotFound } from './domain/auth-errors';
import type { SessionAnnouncer } from './session-changes';

/**
 * `auth.users.set-admin`: grants or revokes admin. A change is announced to every gateway, so none answers the
 * user's next call from the rights it cached. Who may do this is the admin service's rule.
 */
export async function setAdmin(
  deps: { pool: Pool; announcer: SessionAnnouncer },
  userId: string,
  isAdmin: boolean,
): Promise<ReplyOf<'auth.users.set-admin'>> {
  const { rights, announcement } = await withTransaction(deps.pool, async (tx) => {
    const found = await updateAdminRight(tx, userId, isAdmin);
    const changed = found !== null && found.before.isAdmin !== found.after.isAdmin;
    return { rights: found, announcement: changed ? await deps.announcer.record(tx, { change: 'user-changed', userId, sessionId: null }) : null };
  });
  if (!rights) throw userNotFound();
  if (announcement) await deps.announcer.deliver(announcement);
  return rights;
}
