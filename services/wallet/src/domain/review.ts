import { systemAccounts, userAccount } from './accounts';
import type { MoneyRequestRecord, MoneyRequestStatus } from './money-requests';
import { transferIds } from './transfer-ids';
import type { TransferPlan } from './transfer-plan';
import { walletErrors } from './wallet-errors';

export type ReviewAction = 'approve' | 'reject';

export type ReviewOutcome =
  | { change: 'none' }
  | { change: 'review'; status: Exclude<MoneyRequestStatus, 'pending'>; transfer: TransferPlan | null };

const statusOf: Record<ReviewAction, Exclude<MoneyRequestStatus, 'pending'>> = {
  approve: 'completed',
  reject: 'rejected',
};

/**
 * A request is reviewed once. Repeating the action that decided it changes nothing; the opposite action is a
 * conflict. Approving a deposit credits it from clearing, approving a withdrawal pays the hold out through
 * clearing, rejecting a withdrawal gives the hold back, rejecting a deposit moves nothing.
 */
export function decideReview(request: MoneyRequestRecord, action: ReviewAction, adminId: string): ReviewOutcome {
  const status = statusOf[action];
  if (request.status === status) return { change: 'none' };
  if (request.status !== 'pending') throw walletErrors.alreadyProcessed();
  return { change: 'review', status, transfer: reviewTransfer(request, action, adminId) };
}

function reviewTransfer(request: MoneyRequestRecord, action: ReviewAction, adminId: string): TransferPlan | null {
  const user = userAccount(request.userId);
  const base = { amount: request.amount, actorId: adminId };
  if (request.type === 'deposit') {
    if (action === 'reject') return null;
    const memo = `Deposit via ${request.method}`;
    return { ...base, id: transferIds.deposit(request.id), debit: systemAccounts.clearing, credit: user, kind: 'deposit', memo };
  }
  if (action === 'approve') {
    const memo = `Withdrawal paid to ${request.method}`;
    const id = transferIds.withdrawalPayout(request.id);
    return { ...base, id, debit: systemAccounts.holds, credit: systemAccounts.clearing, kind: 'withdrawal_payout', memo };
  }
  const id = transferIds.withdrawalRelease(request.id);
  return { ...base, id, debit: systemAccounts.holds, credit: user, kind: 'withdrawal_release', memo: 'Withdrawal rejected' };
}
