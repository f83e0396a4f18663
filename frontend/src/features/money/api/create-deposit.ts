import type { DepositForm, Transaction } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
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
      toast({ title: i18next.t('money:deposit.submitted.title'), description: i18next.t('money:deposit.submitted.description') });
      // Not awaited: the form clears as the toast shows, so what the player types next is not wiped by a late reset.
      void refreshAfterMoneyRequest(queryClient);
    },
    onError: async (error) => {
      if (isPendingOutcome(error)) toast({ title: i18next.t('money:deposit.pending'), description: i18next.t('money:historyAfterConfirm') });
      else toast({ variant: 'destructive', title: i18next.t('money:deposit.failed'), description: getErrorMessage(error, i18next.t('money:tryAgain')) });
      // A request whose answer was lost may still have been made: the history and balance show whether it was.
      await refreshAfterMoneyRequest(queryClient);
    },
  });
}
