import type { Transaction } from '@pkr/contracts';
import { type Pool, withTransaction } from '@pkr/platform';
import { lockMoneyRequest, recordReview } from '../db/money-requests';
import { toTransaction } from '../domain/money-requests';
import { decideReview, type ReviewAction } from '../domain/review';
import { walletErrors } from '../domain/wallet-errors';
import { postOnce } from './post-transfer';

/** `wallet.transactions.review`: the request row stays locked while its money moves, so racing reviews take turns. */
export async function reviewMoneyRequest(
  pool: Pool,
  request: { requestId: string; action: ReviewAction; adminId: string },
): Promise<Transaction> {
  const record = await withTransaction(pool, async (tx) => {
    const current = await lockMoneyRequest(tx, request.requestId);
    if (!current) throw walletErrors.requestNotFound();
    const outcome = decideReview(current, request.action, request.adminId);
    if (outcome.change === 'none') return current;
    if (outcome.transfer) await postOnce(tx, outcome.transfer, walletErrors.insufficientBalance);
    return recordReview(tx, current.id, outcome.status, request.adminId);
  });
  return toTransaction(record);
}
