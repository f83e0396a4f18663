import { randomUUID } from 'node:crypto';
import type { MoneyRequest, Transaction } from '@pkr/contracts';
import { type Pool, withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { insertMoneyRequest } from '../db/money-requests';
import { checkMoneyRequest, planWithdrawalHold, toTransaction } from '../domain/money-requests';
import { walletErrors } from '../domain/wallet-errors';
import { postOnce } from './post-transfer';

/** `wallet.deposit.request`: recorded as pending; nothing moves until an admin approves it. */
export async function requestDeposit(pool: Pool, request: MoneyRequest): Promise<Transaction> {
  const checked = checkMoneyRequest('deposit', request);
  const record = await insertMoneyRequest(pool, {
    ...checked,
    id: randomUUID(),
    userId: request.userId,
    username: request.username,
    type: 'deposit',
  });
  return toTransaction(record);
}

/** `wallet.withdrawal.request`: the amount is held in the same transaction that records the request. */
export async function requestWithdrawal({ pool, announce }: Ledger, request: MoneyRequest): Promise<Transaction> {
  const checked = checkMoneyRequest('withdraw', request);
  const id = randomUUID();
  const { record, held } = await withTransaction(pool, async (tx) => {
    const hold = planWithdrawalHold(id, request.userId, checked.amount, checked.method);
    const posted = await postOnce(tx, hold, walletErrors.insufficientForWithdrawal);
    const inserted = await insertMoneyRequest(tx, { ...checked, id, userId: request.userId, username: request.username, type: 'withdraw' });
    return { record: inserted, held: posted };
  });
  announce(held);
  return toTransaction(record);
}
