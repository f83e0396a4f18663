import type { ReplyOf } from '@pkr/contracts';
import { type Pool, withTransaction } from '@pkr/platform';
import { revokeSessionsOf } from './db/sessions';
import { lockAdmins, updateAdminRight } from './db/users';
import { lastAdmin, userNotFound } from './domain/auth-errors';
import type { SessionAnnouncer } from './session-changes';

/**
 * `auth.users.set-admin`: grants or revokes admin. A revocation ends the sessions the user opened at the admin
 * login, so a later grant revives none of them, and is refused when it would leave no admin: revocations take
 * every admin's row in turn, so two admins revoking each other at once leave one. A change is announced to every
 * gateway, so none answers the user's next call from what it cached. Who may do this is the admin service's rule.
 */
export async function setAdmin(
  deps: { pool: Pool; announcer: SessionAnnouncer },
  userId: string,
  isAdmin: boolean,
): Promise<ReplyOf<'auth.users.set-admin'>> {
  const { rights, announcement } = await withTransaction(deps.pool, async (tx) => {
    if (!isAdmin) {
      const admins = await lockAdmins(tx);
      if (admins.length === 1 && admins[0] === userId) throw lastAdmin();
      await revokeSessionsOf(tx, userId, 'admin');
    }
    const found = await updateAdminRight(tx, userId, isAdmin);
    const changed = found !== null && found.before.isAdmin !== found.after.isAdmin;
    return { rights: found, announcement: changed ? await deps.announcer.record(tx, { change: 'user-changed', userId, sessionId: null, cause: 'admin' }) : null };
  });
  if (!rights) throw userNotFound();
  if (announcement) await deps.announcer.deliver(announcement);
  return rights;
}
