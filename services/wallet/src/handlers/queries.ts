import type { z } from 'zod';
import { type historyReplySchema, PENDING_REVIEW_LIMIT, PLAYER_TRANSACTIONS_LIMIT, type Transaction } from '@pkr/contracts';
import { databaseAnswers, type Pool } from '@pkr/platform';
import { balancesOf } from '../db/accounts';
import { accountEntries } from '../db/history';
import { findMoneyRequest, pendingMoneyRequests, userMoneyRequests } from '../db/money-requests';
import { userAccount } from '../domain/accounts';
import { toTransaction } from '../domain/money-requests';
import { walletErrors } from '../domain/wallet-errors';

export async function balance(pool: Pool, userId: string): Promise<{ userId: string; balance: number }> {
  const balances = await balancesOf(pool, [userAccount(userId)]);
  return { userId, balance: balances.get(userAccount(userId)) ?? 0 };
}

/** Balances by user id; a user the wallet has never seen has 0. */
export async function balances(pool: Pool, userIds: string[]): Promise<Record<string, number>> {
  const byAccount = await balancesOf(pool, userIds.map(userAccount));
  return Object.fromEntries(userIds.map((userId) => [userId, byAccount.get(userAccount(userId)) ?? 0]));
}

export async function history(pool: Pool, userId: string, limit: number): Promise<z.output<typeof historyReplySchema>> {
  const entries = await accountEntries(pool, userAccount(userId), limit);
  return entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() }));
}

/** Bounded to the newest, so a player with years of requests still gets a reply within the bus's message size. */
export async function playerTransactions(pool: Pool, userId: string): Promise<Transaction[]> {
  return (await userMoneyRequests(pool, userId, PLAYER_TRANSACTIONS_LIMIT)).map(toTransaction);
}

/** Bounded, so a flood of requests can neither outgrow the bus's message size nor push the oldest out of sight. */
export async function pendingTransactions(pool: Pool): Promise<Transaction[]> {
  return (await pendingMoneyRequests(pool, PENDING_REVIEW_LIMIT)).map(toTransaction);
}

/** One deposit or withdrawal request as it stands, for an admin about to review it. */
export async function transactionById(pool: Pool, requestId: string): Promise<Transaction> {
  const record = await findMoneyRequest(pool, requestId);
  if (!record) throw walletErrors.requestNotFound();
  return toTransaction(record);
}

/** Ready when the database answers; the bus answering is shown by this reply arriving at all. */
export async function health(pool: Pool): Promise<{ service: string; database: boolean }> {
  return { service: 'wallet', database: await databaseAnswers(pool) };
}
