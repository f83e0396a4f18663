import type { z } from 'zod';
import type { adjustReplySchema } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { type AdjustRequest, planAdjustment } from '../domain/adjustments';
import { walletErrors } from '../domain/wallet-errors';
import { postOnce } from './post-transfer';

/** `wallet.adjust`: a repeat of the same adjustment answers the balances it first produced. */
export async function adjustBalance({ pool, announce }: Ledger, request: AdjustRequest): Promise<z.output<typeof adjustReplySchema>> {
  const plan = planAdjustment(request);
  const posted = await withTransaction(pool, (tx) => postOnce(tx, plan, walletErrors.adjustmentBelowZero));
  announce(posted);
  const balance = request.amount > 0 ? posted.creditBalanceAfter : posted.debitBalanceAfter;
  return { userId: request.userId, balanceBefore: balance - request.amount, balance };
}
