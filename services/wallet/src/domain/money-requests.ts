import {
  AppError,
  depositFormSchemaWithMax,
  limits,
  type MoneyRequest,
  paisaToPkr,
  type Transaction,
  type WalletMethod,
  withdrawFormSchema,
} from '@pkr/contracts';
import { systemAccounts, userAccount } from './accounts';
import { transferIds } from './transfer-ids';
import { walletErrors } from './wallet-errors';
import type { TransferPlan } from './transfer-plan';

export type MoneyRequestType = Transaction['type'];
export type MoneyRequestStatus = Transaction['status'];

/** A deposit or withdrawal request as the wallet keeps it: amount in paisa. */
export interface MoneyRequestRecord {
  id: string;
  userId: string;
  username: string;
  type: MoneyRequestType;
  amount: number;
  method: WalletMethod;
  accountHolderName: string;
  phone: string;
  status: MoneyRequestStatus;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
}

export type CheckedMoneyRequest = Omit<MoneyRequest, 'userId' | 'username'>;

/** The forms a request is checked against: the deposit form with the largest deposit the wallet is set to take. */
export const moneyRequestForms = (depositMaxPkr: number) => ({ deposit: depositFormSchemaWithMax(depositMaxPkr), withdraw: withdrawFormSchema }) as const;
export type MoneyRequestForms = ReturnType<typeof moneyRequestForms>;

/** The spec's form rules checked again where money moves, with the same messages; returns the trimmed fields. */
export function checkMoneyRequest(forms: MoneyRequestForms, type: MoneyRequestType, request: MoneyRequest): CheckedMoneyRequest {
  const parsed = forms[type].safeParse({ ...request, amount: paisaToPkr(request.amount) });
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid request');
  const { method, accountHolderName, phone } = parsed.data;
  return { amount: request.amount, method, accountHolderName, phone };
}

/** A player waits for reviews past a few open requests, so no one player can fill the admin's queue. */
export function checkRoomForRequest(pendingOfPlayer: number): void {
  if (pendingOfPlayer >= limits.openMoneyRequestsMax) throw walletErrors.tooManyOpenRequests();
}

/** A withdrawal takes its amount out of the player's reach at once, until an admin pays it out or releases it. */
export function planWithdrawalHold(requestId: string, userId: string, amount: number, method: WalletMethod): TransferPlan {
  return {
    id: transferIds.withdrawalHold(requestId),
    debit: userAccount(userId),
    credit: systemAccounts.holds,
    amount,
    kind: 'withdrawal_hold',
    memo: `Withdrawal to ${method}`,
    actorId: null,
  };
}

/**
 * The request an earlier attempt made under the same idempotency key answers a retry; a different request
 * under that key is a client's mistake, refused rather than answered with someone else's outcome.
 */
export function sameRequestUnderKey(earlier: MoneyRequestRecord, type: MoneyRequestType, amount: number): MoneyRequestRecord {
  if (earlier.type !== type || earlier.amount !== amount) throw walletErrors.idempotencyKeyReused();
  return earlier;
}

/** The request as spec section 3 shows it: amount in PKR, times as ISO text. */
export function toTransaction(record: MoneyRequestRecord): Transaction {
  return {
    id: record.id,
    userId: record.userId,
    username: record.username,
    type: record.type,
    amount: paisaToPkr(record.amount),
    method: record.method,
    phone: record.phone,
    accountHolderName: record.accountHolderName,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    reviewedAt: record.reviewedAt?.toISOString() ?? null,
  };
}
