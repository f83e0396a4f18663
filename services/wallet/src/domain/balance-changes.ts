import type { BalanceChanged, TransferKind } from '@pkr/contracts';
import { type AccountId, isUserAccount, userIdOf } from './accounts';

/** What the ledger recorded for one transfer, as far as the balances it left matter. */
export interface RecordedTransfer {
  id: string;
  debit: AccountId;
  credit: AccountId;
  kind: TransferKind;
  debitBalanceAfter: number;
  creditBalanceAfter: number;
  debitSeq: number;
  creditSeq: number;
  createdAt: Date;
}

/** The players' balances a committed transfer changed: one announcement per user account it touched. */
export function balanceChanges(transfer: RecordedTransfer): BalanceChanged[] {
  const sides = [
    { account: transfer.debit, balance: transfer.debitBalanceAfter, sequence: transfer.debitSeq },
    { account: transfer.credit, balance: transfer.creditBalanceAfter, sequence: transfer.creditSeq },
  ];
  return sides
    .filter((side) => isUserAccount(side.account))
    .map((side) => ({
      userId: userIdOf(side.account),
      balance: side.balance,
      reason: transfer.kind,
      transferId: transfer.id,
      sequence: side.sequence,
      timestamp: transfer.createdAt.getTime(),
    }));
}
