import type { Transaction } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec section 9: pending transactions are refreshed every 10 s. */
export const PENDING_TRANSACTIONS_POLL_MS = 10_000;
export const pendingTransactionsQueryKey = ['/api/admin/transactions'] as const;

/** GET /api/admin/transactions: every deposit and withdrawal request still waiting for review. */
export function getPendingTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  return api.get<Transaction[]>('/api/admin/transactions', { signal });
}

export function usePendingTransactions() {
  return useQuery({
    queryKey: pendingTransactionsQueryKey,
    queryFn: ({ signal }) => getPendingTransactions(signal),
    // Opening the tab always asks again: a request decided elsewhere must not show Approve and Reject.
    staleTime: 0,
    refetchInterval: PENDING_TRANSACTIONS_POLL_MS,
  });
}
