import type { ReplyOf } from '@pkr/contracts';
import { isUniqueViolation, withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { DEPOSIT_TRANSACTION_INDEX, lockMoneyRequest, recordReview } from '../db/money-requests';
import { toTransaction } from '../domain/money-requests';
import { decideReview, type ReviewAction } from '../domain/review';
import { walletErrors } from '../domain/wallet-errors';
import { postOnce } from './post-transfer';

/**
 * `wallet.transactions.review`: the request row stays locked while its money moves, so racing reviews take turns;
 * each answers the status it found, so only the one that decided the request says it was pending.
 * A deposit whose payment transaction ID another completed deposit already claimed is refused by the database's
 * unique index when it is marked completed, and its credit rolls back with it.
 */
export async function reviewMoneyRequest(
  { pool, announce }: Ledger,
  request: { requestId: string; action: ReviewAction; adminId: string },
): Promise<ReplyOf<'wallet.transactions.review'>> {
  const { record, statusBefore, posted } = await withTransaction(pool, async (tx) => {
    const current = await lockMoneyRequest(tx, request.requestId);
    if (!current) throw walletErrors.requestNotFound();
    const outcome = decideReview(current, request.action, request.adminId);
    if (outcome.change === 'none') return { record: current, statusBefore: current.status, posted: null };
    const moved = outcome.transfer ? await postOnce(tx, outcome.transfer, walletErrors.insufficientBalance) : null;
    return { record: await recordReview(tx, current.id, outcome.status, request.adminId), statusBefore: current.status, posted: moved };
  }).catch((error: unknown) => {
    throw isUniqueViolation(error, DEPOSIT_TRANSACTION_INDEX) ? walletErrors.depositTransactionUsed() : error;
  });
  announce(posted);
  return { ...toTransaction(record), statusBefore };
}
