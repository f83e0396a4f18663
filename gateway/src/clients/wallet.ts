import { type Paisa, type ResolvedSession, type Transaction, type WalletMethod } from '@pkr/contracts';
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
