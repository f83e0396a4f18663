import type { Transaction, WithdrawForm } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api, getErrorMessage } from '@/lib/api-client';
import { refreshAfterMoneyRequest } from './get-transactions';

/** POST /api/withdraw {amount (PKR), method, accountHolderName, phone}: the amount is held at once. */
export function createWithdrawal(request: WithdrawForm): Promise<Transaction> {
  return api.post<Transaction>('/api/withdraw', request);
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: async () => {
      toast({ title: 'Withdrawal request submitted' });
      await refreshAfterMoneyRequest(queryClient);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Withdrawal failed', description: getErrorMessage(error, 'Please try again.') });
    },
  });
}
