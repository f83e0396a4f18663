import type { ParsedRequestOf, ReplyOf } from '@pkr/contracts';
import { verifiedAdmin } from '../admin-check';
import { audited } from '../audited';
import type { AdminContext } from '../context';
import { adminErrors } from '../domain/admin-errors';

/** `admin.users.set-admin`: grants or revokes admin for an existing user; nobody revokes their own rights. */
export async function setAdminRight({ pool, client }: AdminContext, request: ParsedRequestOf<'admin.users.set-admin'>): Promise<ReplyOf<'admin.users.set-admin'>> {
  const { actor, userId, isAdmin } = request;
  const admin = await verifiedAdmin(client, actor);
  const user = await client.call('auth.user.get', { userId });
  const intent = {
    action: isAdmin ? 'grant-admin' : 'revoke-admin',
    targetType: 'user',
    targetId: userId,
    targetLabel: user.username,
    before: { isAdmin: user.isAdmin },
  } as const;
  return audited(pool, actor, admin, intent, async () => {
    if (!isAdmin && userId === admin.adminId) throw adminErrors.ownRights();
    const { before, after } = await client.call('auth.users.set-admin', { userId, isAdmin });
    return { reply: after, after: { isAdmin: after.isAdmin }, intent: { before: { isAdmin: before.isAdmin } } };
  });
}
