import { type DepositForm, pendingMessages, type Transaction } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api, createRequestId, getErrorMessage, isPendingOutcome } from '@/lib/api-client';
import { refreshAfterMoneyRequest } from './get-transactions';

/** POST /api/deposit {amount (PKR), method, accountHolderName, phone (the payment's transaction ID)}. */
export function createDeposit(request: DepositForm, idempotencyKey = createRequestId()): Promise<Transaction> {
  return api.post<Transaction>('/api/deposit', request, { idempotencyKey });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DepositForm) => createDeposit(request),
    onSuccess: async () => {
      toast({ title: 'Deposit request submitted', description: 'Your deposit request has been submitted for admin approval.' });
      await refreshAfterMoneyRequest(queryClient);
    },
    onError: async (error) => {
      if (!isPendingOutcome(error)) return toast({ variant: 'destructive', title: 'Deposit failed', description: getErrorMessage(error, 'Please try again.') });
      // The request may still have been made: the history and balance show whether it was.
      toast({ title: pendingMessages.deposit, description: 'Your transaction history shows it once it is confirmed.' });
      await refreshAfterMoneyRequest(queryClient);
    },
  });
}
