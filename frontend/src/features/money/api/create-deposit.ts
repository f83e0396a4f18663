import { type DepositForm, pendingMessages, type Transaction } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api, getErrorMessage, isPendingOutcome } from '@/lib/api-client';
import { useAttemptKey } from '@/lib/attempt-key';
import { refreshAfterMoneyRequest } from './get-transactions';

/** POST /api/deposit {amount (PKR), method, accountHolderName, phone (the payment's transaction ID)}. */
export function createDeposit(request: DepositForm, idempotencyKey: string): Promise<Transaction> {
  return api.post<Transaction>('/api/deposit', request, { idempotencyKey });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (request: DepositForm) => createDeposit(request, attempt.keyFor(request)),
    onSuccess: () => {
      attempt.done();
      toast({ title: 'Deposit request submitted', description: 'Your deposit request has been submitted for admin approval.' });
      // Not awaited: the form clears as the toast shows, so what the player types next is not wiped by a late reset.
      void refreshAfterMoneyRequest(queryClient);
    },
    onError: async (error) => {
      if (isPendingOutcome(error)) toast({ title: pendingMessages.deposit, description: 'Your transaction history shows it once it is confirmed.' });
      else toast({ variant: 'destructive', title: 'Deposit failed', description: getErrorMessage(error, 'Please try again.') });
      // A request whose answer was lost may still have been made: the history and balance show whether it was.
      await refreshAfterMoneyRequest(queryClient);
    },
  });
}
