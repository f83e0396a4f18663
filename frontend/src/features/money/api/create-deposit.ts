import type { DepositForm, Transaction } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api, getErrorMessage } from '@/lib/api-client';
import { refreshAfterMoneyRequest } from './get-transactions';

/** POST /api/deposit {amount (PKR), method, accountHolderName, phone (the payment's transaction ID)}. */
export function createDeposit(request: DepositForm): Promise<Transaction> {
  return api.post<Transaction>('/api/deposit', request);
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: async () => {
      toast({ title: 'Deposit request submitted', description: 'Your deposit request has been submitted for admin approval.' });
      await refreshAfterMoneyRequest(queryClient);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Deposit failed', description: getErrorMessage(error, 'Please try again.') });
    },
  });
}
