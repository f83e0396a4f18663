import { idempotencyKeyReused, paisaToPkr, pkrToPaisa, type ParsedRequestOf, type ReplyOf } from '@pkr/contracts';
import { verifiedAdmin } from '../admin-check';
import { audited } from '../audited';
import { stopAutoplaysOf } from '../autoplay-stop';
import type { AdminContext } from '../context';
import { doneAction } from '../db/audit-log';
import { replayOf } from '../domain/adjustment-replay';
import { moneyActionId } from '../domain/audit-record';
import { balanceOrUnknown } from '../wallet-balance';

/**
 * `admin.users.adjust`: the wallet's adjustment id is derived from the admin and the panel's idempotency key (the
 * request id when it sent none), so the adjustment asked again moves no more money and answers what the first
 * one did (read from its audit row). A different adjustment under that key is refused, and audited as failed.
 */
export async function adjustBalance({ pool, client }: AdminContext, request: ParsedRequestOf<'admin.users.adjust'>): Promise<ReplyOf<'admin.users.adjust'>> {
  const { actor, userId, amount, reason, idempotencyKey } = request;
  const admin = await verifiedAdmin(client, actor);
  const actionId = moneyActionId(admin.adminId, idempotencyKey ?? actor.requestId, 'adjust-balance');
  const earlier = await doneAction(pool, actionId);
  const replay = earlier && replayOf(earlier, { userId, amount, reason });
  if (replay) return replay;

  const user = await client.call('auth.user.get', { userId });
  const intent = { action: 'adjust-balance', actionId, targetType: 'user', targetId: userId, targetLabel: user.username, reason } as const;
  return audited(pool, actor, admin, { ...intent, before: { balance: await balanceOrUnknown(client, userId) } }, async () => {
    if (earlier) throw idempotencyKeyReused();
    const reply = await client.call('wallet.adjust', { adjustmentId: actionId, userId, amount: pkrToPaisa(amount), reason, adminId: admin.adminId });
    const adjusted = { userId, balanceBefore: paisaToPkr(reply.balanceBefore), balance: paisaToPkr(reply.balance) };
    await stopAutoplaysOf(client, userId);
    // the wallet's own before, taken under its row lock, is the exact one
    return { reply: adjusted, after: { balance: adjusted.balance }, intent: { before: { balance: adjusted.balanceBefore } } };
  });
}
