import type { Transaction } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api, getErrorMessage } from '@/lib/api-client';
import { pendingTransactionsQueryKey } from './get-pending-transactions';
import { reloadUsers } from './get-users';

export type TransactionAction = 'approve' | 'reject';

/** POST /api/admin/transactions/{id} {action}: approve completes the request, reject refuses it. */
export function processTransaction({ id, action }: { id: string; action: TransactionAction }): Promise<Transaction> {
  return api.post<Transaction>(`/api/admin/transactions/${encodeURIComponent(id)}`, { action });
}

export function useProcessTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processTransaction,
    onSuccess: async () => {
      toast({ title: 'Transaction processed', description: 'The transaction has been successfully processed.' });
      // A decision moves money, so the balances in the Users tab change too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: pendingTransactionsQueryKey }), reloadUsers(queryClient)]);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error processing transaction', description: getErrorMessage(error, 'Please try again.') });
    },
  });
}
