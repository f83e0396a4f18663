import { pendingMessages, type Transaction, type WithdrawForm } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api, createRequestId, getErrorMessage, isPendingOutcome } from '@/lib/api-client';
import { refreshAfterMoneyRequest } from './get-transactions';

/** POST /api/withdraw {amount (PKR), method, accountHolderName, phone}: the amount is held at once. */
export function createWithdrawal(request: WithdrawForm, idempotencyKey = createRequestId()): Promise<Transaction> {
  return api.post<Transaction>('/api/withdraw', request, { idempotencyKey });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: WithdrawForm) => createWithdrawal(request),
    onSuccess: async () => {
      toast({ title: 'Withdrawal request submitted' });
      await refreshAfterMoneyRequest(queryClient);
    },
    onError: async (error) => {
      if (!isPendingOutcome(error)) return toast({ variant: 'destructive', title: 'Withdrawal failed', description: getErrorMessage(error, 'Please try again.') });
      // The request may still have been made: the history and balance show whether it was.
      toast({ title: pendingMessages.withdraw, description: 'Your transaction history shows it once it is confirmed.' });
      await refreshAfterMoneyRequest(queryClient);
    },
  });
}
