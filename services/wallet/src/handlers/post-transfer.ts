import type { AppError } from '@pkr/contracts';
import type { PoolClient } from '@pkr/platform';
import { lockBalances } from '../db/accounts';
import { findTransferOrVoid, insertTransfer, lockTransferId, type PostedTransfer } from '../db/transfers';
import { lockOrder, mayGoNegative, passesMaxBalance } from '../domain/accounts';
import { requestHash, type TransferPlan } from '../domain/transfer-plan';
import { walletErrors } from '../domain/wallet-errors';

/**
 * Makes the planned transfer exactly once, inside the caller's transaction. A repeat with the same details gets
 * the transfer as first recorded; different details under the same id, or a voided id, are refused; a debit
 * past what an account may give is refused with `whenShort` and leaves nothing behind. For the wallet's own
 * transfers (reviews, adjustments, voids, bonuses, holds); a move between a user and the house goes through `makeMoves`.
 * A credit that would take a player past the largest balance (`MAX_PAISA`) is refused the same way.
 */
export async function postOnce(tx: PoolClient, plan: TransferPlan, whenShort: () => AppError): Promise<PostedTransfer> {
  await lockTransferId(tx, plan.id);
  const hash = requestHash(plan);
  const { transfer: existing, voided } = await findTransferOrVoid(tx, plan.id);
  if (existing) {
    if (existing.requestHash !== hash) throw walletErrors.transferIdReused();
    return existing;
  }
  if (voided) throw walletErrors.transferVoided();
  const guarded = lockOrder([plan.debit, plan.credit]).filter((account) => !mayGoNegative(account));
  const balances = await lockBalances(tx, guarded);
  if (!mayGoNegative(plan.debit) && (balances.get(plan.debit) ?? 0) < plan.amount) throw whenShort();
  // a user's account is among the locked ones, so its balance after is read under the lock too
  if (passesMaxBalance(plan.credit, (balances.get(plan.credit) ?? 0) + plan.amount)) throw walletErrors.aboveMaxBalance();
  return insertTransfer(tx, plan, hash);
}
