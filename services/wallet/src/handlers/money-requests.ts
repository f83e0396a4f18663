import { randomUUID } from 'node:crypto';
import type { MoneyRequest, Transaction } from '@pkr/contracts';
import { type Pool, type PoolClient, withTransaction } from '@pkr/platform';
import type { Ledger } from '../balance-announcer';
import { findMoneyRequestByKey, insertMoneyRequest, lockPendingCount, recentDeposits } from '../db/money-requests';
import { findProtectionCopy } from '../db/protection-copies';
import { checkDepositLimits, longestDepositWindowMs } from '../domain/deposit-limits';
import {
  checkMoneyRequest,
  checkRoomForRequest,
  type MoneyRequestForms,
  type MoneyRequestRecord,
  planWithdrawalHold,
  sameRequestUnderKey,
  toTransaction,
} from '../domain/money-requests';
import { playRefusal } from '../domain/player-protection';
import { walletErrors } from '../domain/wallet-errors';
import { postOnce } from './post-transfer';

/** What the money request handlers work with: the ledger and the forms a request is checked against. */
export interface MoneyDesk extends Ledger {
  forms: MoneyRequestForms;
}

/**
 * `wallet.deposit.request`: recorded as pending; nothing moves until an admin approves it. Refused while the
 * player is restricted, or when it would pass a deposit limit; the player's turn is held while the limits are
 * counted and the request written, so two requests at once cannot pass a limit together.
 */
export function requestDeposit({ pool, now, forms }: MoneyDesk, request: MoneyRequest, deadline?: number): Promise<Transaction> {
  const checked = checkMoneyRequest(forms, 'deposit', request);
  return onceUnderKey(pool, request, 'deposit', () =>
    withTransaction(
      pool,
      async (tx) => {
        const pending = await lockPendingCount(tx, request.userId);
        const at = now();
        const copy = await findProtectionCopy(tx, request.userId);
        const refusal = playRefusal(copy, at);
        if (refusal) throw refusal;
        checkRoomForRequest(pending);
        if (copy) checkDepositLimits(copy, await recentDeposits(tx, request.userId, new Date(at.getTime() - longestDepositWindowMs)), checked.amount, at);
        const fields = { ...checked, id: randomUUID(), userId: request.userId, username: request.username, type: 'deposit' as const };
        return insertMoneyRequest(tx, { ...fields, idempotencyKey: request.idempotencyKey, createdAt: at });
      },
      { commitBy: deadline },
    ),
  );
}

/**
 * `wallet.withdrawal.request`: the amount is held in the same transaction that records the request, and neither
 * is committed once the caller has stopped waiting. A break or a self-exclusion never stops a player taking
 * their money out, so no protection rule is checked here.
 */
export function requestWithdrawal({ pool, announce, now, forms }: MoneyDesk, request: MoneyRequest, deadline?: number): Promise<Transaction> {
  const checked = checkMoneyRequest(forms, 'withdraw', request);
  const id = randomUUID();
  return onceUnderKey(pool, request, 'withdraw', async () => {
    const { record, held } = await withTransaction(
      pool,
      async (tx) => {
        await takeTurnWithRoom(tx, request.userId);
        const hold = planWithdrawalHold(id, request.userId, checked.amount, checked.method);
        const posted = await postOnce(tx, hold, walletErrors.insufficientForWithdrawal);
        const fields = { ...checked, id, userId: request.userId, username: request.username, type: 'withdraw' as const };
        const record = await insertMoneyRequest(tx, { ...fields, idempotencyKey: request.idempotencyKey, createdAt: now() });
        return { record, held: posted };
      },
      { commitBy: deadline },
    );
    announce(held);
    return record;
  });
}

/** Waits for the player's other requests in flight, then refuses one past the cap of requests waiting for review. */
async function takeTurnWithRoom(tx: PoolClient, userId: string): Promise<void> {
  checkRoomForRequest(await lockPendingCount(tx, userId));
}

/**
 * Makes a request at most once per idempotency key: a retry answers the request the first attempt made, also
 * when the two race. The second then fails once the first has committed (on the key's unique index, or as past
 * the cap the first one reached, its hold rolled back either way) and answers the first one's request.
 */
async function onceUnderKey(
  pool: Pool,
  request: MoneyRequest,
  type: MoneyRequestRecord['type'],
  make: () => Promise<MoneyRequestRecord>,
): Promise<Transaction> {
  const key = request.idempotencyKey;
  const earlier = key === undefined ? null : await findMoneyRequestByKey(pool, request.userId, key);
  if (earlier) return toTransaction(sameRequestUnderKey(earlier, type, request.amount));
  try {
    return toTransaction(await make());
  } catch (error) {
    const winner = key === undefined ? null : await findMoneyRequestByKey(pool, request.userId, key);
    if (!winner) throw error;
    return toTransaction(sameRequestUnderKey(winner, type, request.amount));
  }
}
