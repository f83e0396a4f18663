import type { Transaction, WithdrawForm } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { api, getErrorMessage, isPendingOutcome } from '@/lib/api-client';
import { useAttemptKey } from '@/lib/attempt-key';
import { refreshAfterMoneyRequest } from './get-transactions';

/** POST /api/withdraw {amount (PKR), method, accountHolderName, phone}: the amount is held at once. */
export function createWithdrawal(request: WithdrawForm, idempotencyKey: string): Promise<Transaction> {
  return api.post<Transaction>('/api/withdraw', request, { idempotencyKey });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (request: WithdrawForm) => createWithdrawal(request, attempt.keyFor(request)),
    onSuccess: () => {
      attempt.done();
      toast({ title: i18next.t('money:withdraw.submitted') });
      // Not awaited: the form clears as the toast shows, so what the player types next is not wiped by a late reset.
      void refreshAfterMoneyRequest(queryClient);
    },
    onError: async (error) => {
      if (isPendingOutcome(error)) toast({ title: i18next.t('money:withdraw.pending'), description: i18next.t('money:historyAfterConfirm') });
      else toast({ variant: 'destructive', title: i18next.t('money:withdraw.failed'), description: getErrorMessage(error, i18next.t('money:tryAgain')) });
      // A request whose answer was lost may still have been made: the history and balance show whether it was.
      await refreshAfterMoneyRequest(queryClient);
    },
  });
}
