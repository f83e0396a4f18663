import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { api, getErrorMessage } from '@/lib/api-client';
import { useAttemptKey } from '@/lib/attempt-key';
import { showUserChange } from './get-users';

export type BalanceAdjustment = { userId: string; amount: number; reason: string };
/** The balances before and after, in PKR; the panel reloads the list instead of reading them. */
export type BalanceAdjustmentReply = { userId: string; balanceBefore: number; balance: number };

/** POST /api/admin/users/{userId}/balance {amount (whole PKR, negative deducts), reason}, under one key per adjustment. */
export function adjustBalance({ userId, amount, reason }: BalanceAdjustment, idempotencyKey: string): Promise<BalanceAdjustmentReply> {
  return api.post<BalanceAdjustmentReply>(`/api/admin/users/${encodeURIComponent(userId)}/balance`, { amount, reason }, { idempotencyKey });
}

/** The adjustments of one user: `userId` scopes the attempt, so an unfinished one outlives the row it was made on. */
export function useAdjustBalance(userId: string) {
  const queryClient = useQueryClient();
  // Confirm pressed again after an error or a timeout, even after a tab switch or a new search, asks for the same
  // adjustment, which is made at most once.
  const attempt = useAttemptKey(`adjust-balance:${userId}`);
  return useMutation({
    mutationFn: (adjustment: BalanceAdjustment) => adjustBalance(adjustment, attempt.keyFor(adjustment)),
    onSuccess: async (reply) => {
      attempt.done();
      toast({ title: i18next.t('adminUsers:adjust.doneTitle'), description: i18next.t('adminUsers:adjust.doneDescription') });
      await showUserChange(queryClient, reply.userId, { balance: reply.balance });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: i18next.t('adminUsers:adjust.error'), description: getErrorMessage(error, i18next.t('admin:tryAgain')) });
    },
  });
}
