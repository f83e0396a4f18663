import { paisaToPkr, type Paisa, type ResolvedSession, type Transaction, type WalletMethod } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { moneyCall } from './money-call';

export interface MoneyRequestInput {
  amount: Paisa;
  method: WalletMethod;
  accountHolderName: string;
  phone: string;
  idempotencyKey?: string | undefined;
}

export async function balanceOf(client: BusClient, userId: string): Promise<Paisa> {
  return (await client.call('wallet.balance', { userId })).balance;
}

/** Balances of many users, in paisa by user id. */
export function balancesOf(client: BusClient, userIds: string[]): Promise<Record<string, Paisa>> {
  return client.call('wallet.balances', { userIds });
}

export function requestDeposit(client: BusClient, session: ResolvedSession, input: MoneyRequestInput): Promise<Transaction> {
  const request = { ...input, userId: session.userId, username: session.username };
  return moneyCall('deposit', (options) => client.call('wallet.deposit.request', request, options));
}

export function requestWithdrawal(client: BusClient, session: ResolvedSession, input: MoneyRequestInput): Promise<Transaction> {
  const request = { ...input, userId: session.userId, username: session.username };
  return moneyCall('withdraw', (options) => client.call('wallet.withdrawal.request', request, options));
}

export function transactionsOf(client: BusClient, userId: string): Promise<Transaction[]> {
  return client.call('wallet.transactions.list', { userId });
}

export function pendingTransactions(client: BusClient): Promise<Transaction[]> {
  return client.call('wallet.transactions.pending', {});
}

export function reviewTransaction(
  client: BusClient,
  admin: ResolvedSession,
  requestId: string,
  action: 'approve' | 'reject',
): Promise<Transaction> {
  return client.call('wallet.transactions.review', { requestId, action, adminId: admin.userId });
}

/** An admin's balance adjustment; the answer's balances are converted to PKR for the client. */
export async function adjustBalance(
  client: BusClient,
  admin: ResolvedSession,
  adjustment: { adjustmentId: string; userId: string; amount: Paisa; reason: string },
): Promise<{ userId: string; balanceBefore: number; balance: number }> {
  const reply = await client.call('wallet.adjust', { ...adjustment, adminId: admin.userId });
  return { userId: reply.userId, balanceBefore: paisaToPkr(reply.balanceBefore), balance: paisaToPkr(reply.balance) };
}
