import type { MoveRequest, TransferReply, VoidReply } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { findTransfer, lockTransferId } from '../db/transfers';
import { recordVoidedId } from '../db/voided-ids';
import { checkCallerTransferId, type MoveDirection, planVoid } from '../domain/moves';
import { walletErrors } from '../domain/wallet-errors';
import { balanceAfter, makeMoves } from './move-batch';
import { postOnce } from './post-transfer';

/**
 * `wallet.debit` and `wallet.credit`: a batch of one, so a single move is decided by the same rules as a batch;
 * the reply carries the user's balance right after this transfer. A refusal rolls back whatever its decision
 * touched. Nothing is committed once the caller's deadline has passed: it has stopped waiting and will void the id instead.
 */
export async function move({ pool, announce, now }: Ledger, direction: MoveDirection, request: MoveRequest, deadline?: number): Promise<TransferReply> {
  const { made, posted } = await withTransaction(
    pool,
    async (tx) => {
      const { decisions, posted } = await makeMoves(tx, direction, [request], now());
      const decision = decisions[0]!;
      if (decision.kind === 'refused') throw decision.error;
      return { made: decision, posted };
    },
    { commitBy: deadline },
  );
  announce(...posted);
  return { transferId: request.transferId, userId: request.userId, amount: request.amount, balance: balanceAfter(made) };
}

/** `wallet.void`: reverses a debit or credit once, or bars its id when it has not arrived yet. */
export async function voidTransfer({ pool, announce }: Ledger, request: { transferId: string; reason: string }): Promise<VoidReply> {
  const { transferId, reason } = request;
  checkCallerTransferId(transferId);
  const { reversed, posted } = await withTransaction(pool, async (tx) => {
    await lockTransferId(tx, transferId);
    const original = await findTransfer(tx, transferId);
    if (!original) {
      await recordVoidedId(tx, transferId, reason);
      return { reversed: false, posted: null };
    }
    const reversal = planVoid(original, reason);
    // a repeated void answers the same whatever reason it gives: the reversal exists once
    if (await findTransfer(tx, reversal.id)) return { reversed: true, posted: null };
    return { reversed: true, posted: await postOnce(tx, reversal, walletErrors.insufficientBalance) };
  });
  announce(posted);
  return { transferId, reversed };
}
