import type { CashoutReply } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api, isApiError } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { formatAmount, formatMultiplier } from '../utils/format';
import { cashoutFailureMessage } from './bet-messages';
import { withRetries } from './retry';

/** Spec section 9: up to 3 more tries 300 ms apart, only when the call never reached the server. */
export const CASHOUT_RETRIES = 3;
export const CASHOUT_RETRY_MS = 300;

/** A refusal is the server's decision; asking again cannot change it and the round moves on meanwhile. */
export const cashoutRetryDelay = (error: unknown): number | null => (isApiError(error) ? null : CASHOUT_RETRY_MS);

/** POST /api/cashout {gameType: 'crash'} -> {winAmount, multiplier}. */
export function cashOut(): Promise<CashoutReply> {
  return api.post<CashoutReply>('/api/cashout', { gameType: 'crash' });
}

export function useCashOut({ onCashedOut }: { onCashedOut: (reply: CashoutReply) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withRetries(cashOut, CASHOUT_RETRIES, cashoutRetryDelay),
    onSuccess: (reply) => {
      toast({
        title: 'Cash out successful!',
        description: `You won ${formatAmount(reply.winAmount)} at ${formatMultiplier(reply.multiplier)}.`,
      });
      onCashedOut(reply);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Cash out failed', description: cashoutFailureMessage(error) });
    },
  });
}
