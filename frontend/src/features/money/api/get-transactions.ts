import type { Transaction } from '@pkr/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';

export const transactionsQueryKey = ['/api/transactions'] as const;

/** GET /api/transactions: the player's own deposit and withdrawal requests, newest first. */
export function getTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  return api.get<Transaction[]>('/api/transactions', { signal });
}

export const transactionsQueryOptions = () =>
  queryOptions({ queryKey: transactionsQueryKey, queryFn: ({ signal }) => getTransactions(signal) });

/** One page shows one kind of request (spec section 7); both pages share the one cached list. */
export function useTransactions(type: Transaction['type']) {
  return useQuery({
    ...transactionsQueryOptions(),
    select: (transactions) => transactions.filter((transaction) => transaction.type === type),
  });
}

/** After a new request the balance (a withdrawal holds at once) and the history both changed. */
export function refreshAfterMoneyRequest(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
  ]);
}
