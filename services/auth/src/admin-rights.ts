import type { ReplyOf } from '@pkr/contracts';
import type { Pool } from '@pkr/platform';
import { updateAdminRight } from './db/users';
import { userNotFound } from './domain/auth-errors';

/**
 * `auth.users.set-admin`: grants or revokes admin. Sessions are resolved against the users row on every call,
 * so a revoked admin's next call on any gateway is already refused. Who may do this is the admin service's rule.
 */
export async function setAdmin(pool: Pool, userId: string, isAdmin: boolean): Promise<ReplyOf<'auth.users.set-admin'>> {
  const changed = await updateAdminRight(pool, userId, isAdmin);
  if (!changed) throw userNotFound();
  return changed;
}
