import { type ParsedRequestOf, type ReplyOf, responsiblePlayView } from '@pkr/contracts';
import { verifiedAdmin } from '../admin-check';
import { audited } from '../audited';
import { stopAutoplaysOf } from '../autoplay-stop';
import type { AdminContext } from '../context';

/**
 * `admin.users.self-exclude`: puts a player on self-exclusion with a reason, audited with the exclusion's end before
 * and after. Auth keeps the longer of the two ends, so an admin can extend one but never lift or shorten it, and
 * there is no admin call that would.
 */
export async function selfExcludeUser({ pool, client }: AdminContext, request: ParsedRequestOf<'admin.users.self-exclude'>): Promise<ReplyOf<'admin.users.self-exclude'>> {
  const { actor, userId, period, reason } = request;
  const admin = await verifiedAdmin(client, actor);
  const [user, before] = await Promise.all([client.call('auth.user.get', { userId }), client.call('auth.protection.get', { userId })]);
  const intent = {
    action: 'self-exclude',
    targetType: 'user',
    targetId: userId,
    targetLabel: user.username,
    reason,
    before: { selfExcludedUntil: before.selfExcludedUntil },
  } as const;
  return audited(pool, actor, admin, intent, async () => {
    const after = await client.call('auth.protection.self-exclude', { userId, period, byAdmin: { adminId: admin.adminId, reason } });
    await stopAutoplaysOf(client, userId);
    return { reply: responsiblePlayView(after), after: { period, selfExcludedUntil: after.selfExcludedUntil } };
  });
}
