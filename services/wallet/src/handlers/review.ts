import type { Transaction } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { lockMoneyRequest, recordReview } from '../db/money-requests';
import { toTransaction } from '../domain/money-requests';
import { decideReview, type ReviewAction } from '../domain/review';
import { walletErrors } from '../domain/wallet-errors';
import { postOnce } from './post-transfer';

/** `wallet.transactions.review`: the request row stays locked while its money moves, so racing reviews take turns. */
export async function reviewMoneyRequest(
  { pool, announce }: Ledger,
  request: { requestId: string; action: ReviewAction; adminId: string },
): Promise<Transaction> {
  const { record, posted } = await withTransaction(pool, async (tx) => {
    const current = await lockMoneyRequest(tx, request.requestId);
    if (!current) throw walletErrors.requestNotFound();
    const outcome = decideReview(current, request.action, request.adminId);
    if (outcome.change === 'none') return { record: current, posted: null };
    const moved = outcome.transfer ? await postOnce(tx, outcome.transfer, walletErrors.insufficientBalance) : null;
    return { record: await recordReview(tx, current.id, outcome.status, request.adminId), posted: moved };
  });
  announce(posted);
  return toTransaction(record);
}
