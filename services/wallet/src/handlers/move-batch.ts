import type { MoveBatchReply, MoveBatchRequest, MoveOutcome } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { findEarlier, insertMoves, lockTransferIds, lockUserBalances } from '../db/move-batches';
import { lockOrder, systemAccounts, userAccount } from '../domain/accounts';
import { decideMoves, type MoveDecision } from '../domain/move-batch';
import type { MoveDirection } from '../domain/moves';

/**
 * `wallet.debit.batch` and `wallet.credit.batch`: the bets or payouts of a few milliseconds in one transaction of
 * four statements whatever their number, each made or refused as `wallet.debit` or `wallet.credit` would (one
 * transfer per id, a repeat answers the first). All or nothing at commit: nothing is committed once the
 * caller's deadline has passed.
 */
export async function moveBatch({ pool, announce }: Ledger, direction: MoveDirection, request: MoveBatchRequest, deadline?: number): Promise<MoveBatchReply> {
  const { moves } = request;
  const ids = moves.map((move) => move.transferId);
  const { decisions, posted } = await withTransaction(
    pool,
    async (tx) => {
      await lockTransferIds(tx, ids);
      const { earlier, voided } = await findEarlier(tx, ids);
      const balances = await lockUserBalances(tx, lockOrder(moves.map((move) => userAccount(move.userId))));
      const decided = decideMoves(direction, moves, { earlier, voided, balances });
      const writes = decided.flatMap((decision) => (decision.kind === 'write' ? [decision.move] : []));
      return { decisions: decided, posted: writes.length > 0 ? await insertMoves(tx, systemAccounts.house, writes) : [] };
    },
    { commitBy: deadline },
  );
  announce(...posted);
  return { outcomes: decisions.map((decision, index) => outcomeOf(ids[index]!, decision)) };
}

function outcomeOf(transferId: string, decision: MoveDecision): MoveOutcome {
  switch (decision.kind) {
    case 'write':
      return { transferId, balance: decision.move.balanceAfter };
    case 'earlier':
      return { transferId, balance: decision.balance };
    case 'refused':
      return { transferId, refused: decision.error.toWire() };
  }
}
