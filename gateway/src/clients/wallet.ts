import { type Paisa, type ResolvedSession, type Transaction, type WalletMethod } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';

export interface MoneyRequestInput {
  amount: Paisa;
  method: WalletMethod;
  accountHolderName: string;
  phone: string;
}

export async function balanceOf(client: BusClient, userId: string): Promise<Paisa> {
  return (await client.call('wallet.balance', { userId })).balance;
}


export function requestDeposit(client: BusClient, session: ResolvedSession, input: MoneyRequestInput): Promise<Transaction> {
  return client.call('wallet.deposit.request', { ...input, userId: session.userId, username: session.username });
}

export function requestWithdrawal(client: BusClient, session: ResolvedSession, input: MoneyRequestInput): Promise<Transaction> {
  return client.call('wallet.withdrawal.request', { ...input, userId: session.userId, username: session.username });
}

export function transactionsOf(client: BusClient, userId: string): Promise<Transaction[]> {
  return client.call('wallet.transactions.list', { userId });
}
