import type { DebitBatchReply, DebitBatchRequest, DebitOutcome } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { findEarlier, insertDebits, lockTransferIds, lockUserBalances } from '../db/debit-batches';
import { lockOrder, userAccount } from '../domain/accounts';
import { type DebitDecision, decideDebits } from '../domain/debit-batch';

/**
 * `wallet.debit.batch`: the debits of a few milliseconds in one transaction of four statements, whatever their
 * number, each debited or refused as `wallet.debit` would (one transfer per id, a repeat answers the first).
 * All or nothing at commit: nothing is committed once the caller's deadline has passed.
 */
export async function debitBatch({ pool, announce }: Ledger, request: DebitBatchRequest, deadline?: number): Promise<DebitBatchReply> {
  const { debits } = request;
  const ids = debits.map((debit) => debit.transferId);
  const { decisions, posted } = await withTransaction(
    pool,
    async (tx) => {
      await lockTransferIds(tx, ids);
      const { earlier, voided } = await findEarlier(tx, ids);
      const balances = await lockUserBalances(tx, lockOrder(debits.map((debit) => userAccount(debit.userId))));
      const decided = decideDebits(debits, { earlier, voided, balances });
      const writes = decided.flatMap((decision) => (decision.kind === 'write' ? [decision.debit] : []));
      return { decisions: decided, posted: writes.length > 0 ? await insertDebits(tx, writes) : [] };
    },
    { commitBy: deadline },
  );
  announce(...posted);
  return { outcomes: decisions.map((decision, index) => outcomeOf(ids[index]!, decision)) };
}

function outcomeOf(transferId: string, decision: DebitDecision): DebitOutcome {
  switch (decision.kind) {
    case 'write':
      return { transferId, balance: decision.debit.debitBalanceAfter };
    case 'earlier':
      return { transferId, balance: decision.balance };
    case 'refused':
      return { transferId, refused: decision.error.toWire() };
  }
}
