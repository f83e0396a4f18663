import { type ParsedRequestOf, type ReplyOf, type Transaction } from '@pkr/contracts';
import { verifiedAdmin } from '../admin-check';
import { audited } from '../audited';
import type { AdminContext } from '../context';

export async function pendingTransactions({ client }: AdminContext, { actor }: ParsedRequestOf<'admin.transactions.pending'>): Promise<ReplyOf<'admin.transactions.pending'>> {
  await verifiedAdmin(client, actor);
  return client.call('wallet.transactions.pending', {});
}

const labelOf = (transaction: Transaction) => `${transaction.type} of Rs. ${transaction.amount} by ${transaction.username}`;

/**
 * `admin.transactions.review`: approve or reject a deposit or withdrawal request. The wallet moves its money
 * under a transfer id made from the request's id, so a repeated review moves nothing more; the audit row's status
 * before is the one the wallet found when this review took its turn.
 */
export async function reviewTransaction({ pool, client }: AdminContext, request: ParsedRequestOf<'admin.transactions.review'>): Promise<ReplyOf<'admin.transactions.review'>> {
  const { actor, transactionId, action } = request;
  const admin = await verifiedAdmin(client, actor);
  const current = await client.call('wallet.transactions.get', { requestId: transactionId });
  const intent = {
    action: action === 'approve' ? 'approve-transaction' : 'reject-transaction',
    targetType: 'transaction',
    targetId: transactionId,
    targetLabel: labelOf(current),
    before: { status: current.status },
  } as const;
  return audited(pool, actor, admin, intent, async () => {
    const { statusBefore, ...transaction } = await client.call('wallet.transactions.review', { requestId: transactionId, action, adminId: admin.adminId });
    // A review that lost a race to the same decision changed nothing, and its row says so: completed -> completed.
    const before = { status: statusBefore ?? current.status };
    return { reply: transaction, after: { status: transaction.status }, intent: { before } };
  });
}
