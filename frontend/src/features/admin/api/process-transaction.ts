import type { Transaction } from '@pkr/contracts';
import { type Mutation, type MutationFilters, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { api, getErrorMessage } from '@/lib/api-client';
import { pendingTransactionsQueryKey } from './get-pending-transactions';
import { reloadUsers } from './get-users';

export type TransactionAction = 'approve' | 'reject';
type Decision = { id: string; action: TransactionAction };

const decisionKey = ['process-transaction'] as const;
/** Decisions that lock their request: one on its way or one already made; a failed one frees it for another try. */
const lockingDecisions: MutationFilters = {
  mutationKey: decisionKey,
  predicate: ({ state }) => state.status === 'pending' || state.status === 'success',
};
const requestOf = (mutation: Mutation): string => (mutation.state.variables as Decision).id;

/** POST /api/admin/transactions/{id} {action}: approve completes the request, reject refuses it. */
export function processTransaction({ id, action }: Decision): Promise<Transaction> {
  return api.post<Transaction>(`/api/admin/transactions/${encodeURIComponent(id)}`, { action });
}

/**
 * Sends a decision unless its request is already locked. The mutation cache holds a decision from the moment it is
 * sent, so a second click that lands before the locked buttons render is dropped.
 */
export function useDecideTransaction(): (decision: Decision) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: decisionKey,
    mutationFn: processTransaction,
    onSuccess: async () => {
      toast({ title: i18next.t('admin:transactions.processedTitle'), description: i18next.t('admin:transactions.processedDescription') });
      // A decision moves money, so the balances in the Users tab change too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: pendingTransactionsQueryKey }), reloadUsers(queryClient)]);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: i18next.t('admin:transactions.processError'), description: getErrorMessage(error, i18next.t('admin:tryAgain')) });
    },
  });
  return (decision) => {
    const locked = queryClient.getMutationCache().findAll(lockingDecisions).some((mutation) => requestOf(mutation) === decision.id);
    if (!locked) mutate(decision);
  };
}

/** The requests locked by a decision, from the mutation cache: each counts on its own and outlives a remount of the list. */
export function useLockedTransactionIds(): Set<string> {
  return new Set(useMutationState({ filters: lockingDecisions, select: requestOf }));
}
