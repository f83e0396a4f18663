import type { MoveRequest, TransferKind } from '@pkr/contracts';
import { type AccountId, userAccount } from './accounts';
import { isReservedTransferId, transferIds } from './transfer-ids';
import type { TransferPlan } from './transfer-plan';
import { walletErrors } from './wallet-errors';

export type MoveDirection = 'debit' | 'credit';

/** What other services may move with debit and credit; the wallet's own kinds stay the wallet's. */
const kindsByDirection: Record<MoveDirection, readonly TransferKind[]> = {
  debit: ['bet', 'purchase'],
  credit: ['payout', 'refund'],
};

const voidableKinds: readonly TransferKind[] = [...kindsByDirection.debit, ...kindsByDirection.credit];

export function checkCallerTransferId(transferId: string): void {
  if (isReservedTransferId(transferId)) throw walletErrors.reservedTransferId();
}

/** A debit takes from the user for the house (on the row `house`); a credit gives from the house to the user. */
export function planMove(direction: MoveDirection, request: MoveRequest, house: AccountId): TransferPlan {
  checkCallerTransferId(request.transferId);
  if (!kindsByDirection[direction].includes(request.kind)) throw walletErrors.kindNotAllowed(direction, request.kind);
  const user = userAccount(request.userId);
  const [debit, credit] = direction === 'debit' ? [user, house] : [house, user];
  return { id: request.transferId, debit, credit, amount: request.amount, kind: request.kind, memo: request.memo, actorId: null };
}

/** The transfer that undoes `original`: the same amount back the other way, under its own derived id. */
export function planVoid(original: TransferPlan, reason: string): TransferPlan {
  if (!voidableKinds.includes(original.kind)) throw walletErrors.notVoidable();
  return {
    id: transferIds.void(original.id),
    debit: original.credit,
    credit: original.debit,
    amount: original.amount,
    kind: 'void',
    memo: reason,
    actorId: null,
  };
}
