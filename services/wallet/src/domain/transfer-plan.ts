import { createHash } from 'node:crypto';
import type { TransferKind } from '@pkr/contracts';
import { type AccountId, isHouseAccount, systemAccounts } from './accounts';

/** One movement of money the wallet is about to make: `amount` paisa from `debit` to `credit`. */
export interface TransferPlan {
  id: string;
  debit: AccountId;
  credit: AccountId;
  amount: number;
  kind: TransferKind;
  memo: string;
  /** The admin who ordered it, or null when a service did. */
  actorId: string | null;
}

/**
 * The fingerprint of a transfer's details: a retry under the same id must match it to get the first answer. Every
 * house row counts as the house, as the retry's transaction may move money on another one.
 */
export function requestHash(plan: TransferPlan): string {
  const side = (account: AccountId) => (isHouseAccount(account) ? systemAccounts.house : account);
  const details = [side(plan.debit), side(plan.credit), plan.amount, plan.kind, plan.memo, plan.actorId];
  return createHash('sha256').update(JSON.stringify(details)).digest('hex');
}
