import type { z } from 'zod';
import type { adjustRequestSchema } from '@pkr/contracts';
import { houseShardFor, userAccount } from './accounts';
import { transferIds } from './transfer-ids';
import type { TransferPlan } from './transfer-plan';

export type AdjustRequest = z.output<typeof adjustRequestSchema>;

/** An admin's correction of a balance: the house gives for a positive amount and takes back for a negative one. */
export function planAdjustment(request: AdjustRequest): TransferPlan {
  const id = transferIds.adjustment(request.adjustmentId);
  const [house, user] = [houseShardFor(id), userAccount(request.userId)];
  const [debit, credit] = request.amount > 0 ? [house, user] : [user, house];
  return {
    id,
    debit,
    credit,
    amount: Math.abs(request.amount),
    kind: 'adjustment',
    memo: request.reason,
    actorId: request.adminId,
  };
}
