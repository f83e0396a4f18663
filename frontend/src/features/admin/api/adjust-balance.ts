import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api, getErrorMessage } from '@/lib/api-client';
import { showUserChange } from './get-users';

export type BalanceAdjustment = { userId: string; amount: number; reason: string };
/** The balances before and after, in PKR; the panel reloads the list instead of reading them. */
export type BalanceAdjustmentReply = { userId: string; balanceBefore: number; balance: number };

/** POST /api/admin/users/{userId}/balance {amount (whole PKR, negative deducts), reason}. */
export function adjustBalance({ userId, amount, reason }: BalanceAdjustment): Promise<BalanceAdjustmentReply> {
  return api.post<BalanceAdjustmentReply>(`/api/admin/users/${encodeURIComponent(userId)}/balance`, { amount, reason });
}

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: async (reply) => {
      toast({ title: 'Balance adjusted', description: 'User balance has been successfully adjusted.' });
      await showUserChange(queryClient, reply.userId, { balance: reply.balance });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error adjusting balance', description: getErrorMessage(error, 'Please try again.') });
    },
  });
}
