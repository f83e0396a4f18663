import { type AdminActor, AppError } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { adminErrors } from './domain/admin-errors';
import type { VerifiedAdmin } from './domain/audit-record';

/**
 * Asks auth, on every call, whether the caller's session is live, was opened at the admin login, and its user is an
 * admin right now: a revoked admin is refused at once, whatever the gateway that resolved the cookie believed.
 */
export async function verifiedAdmin(client: BusClient, actor: AdminActor): Promise<VerifiedAdmin> {
  const session = await client.call('auth.session.check', { sessionId: actor.sessionId, userId: actor.adminId }).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 401 ? adminErrors.notLoggedIn() : error;
  });
  if (session.isAdmin !== true) throw adminErrors.notAdmin();
  return { adminId: session.userId, username: session.username };
}
