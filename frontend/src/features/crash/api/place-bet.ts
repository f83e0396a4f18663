import type { PlaceBetReply } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { api, isApiError } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { formatAmount, formatMultiplier } from '../utils/format';
import { betFailureMessage } from './bet-messages';
import { withRetries } from './retry';

export type BetRequest = { amount: number; autoCashout: number | null };

/** Spec section 9: two more tries 800 ms apart, 1500 ms when there was no active game (a round is about to open). */
export const BET_RETRIES = 2;
export const BET_RETRY_MS = 800;
export const NO_GAME_RETRY_MS = 1500;

/** Refusals that another try cannot change are answered at once. */
export function betRetryDelay(error: unknown): number | null {
  if (!isApiError(error)) return BET_RETRY_MS;
  if (error.serverMessage === 'No active game') return NO_GAME_RETRY_MS;
  return error.statusCode >= 500 ? BET_RETRY_MS : null;
}

/** POST /api/bet {amount, autoCashout?, gameType: 'crash'} -> {bet}. */
export function placeBet({ amount, autoCashout }: BetRequest): Promise<PlaceBetReply> {
  return api.post<PlaceBetReply>('/api/bet', { amount, gameType: 'crash', ...(autoCashout === null ? {} : { autoCashout }) });
}

export function usePlaceBet({ onPlaced, onFailed }: { onPlaced: (reply: PlaceBetReply) => void; onFailed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BetRequest) => withRetries(() => placeBet(request), BET_RETRIES, betRetryDelay),
    onSuccess: (reply) => {
      const { amount, autoCashoutAt } = reply.bet;
      const autoNote = autoCashoutAt === null ? '' : ` Auto cash-out at ${formatMultiplier(autoCashoutAt)}.`;
      toast({ title: 'Bet placed successfully', description: `Your bet of ${formatAmount(amount)} is in.${autoNote}` });
      onPlaced(reply);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Failed to place bet', description: betFailureMessage(error) });
      onFailed();
    },
  });
}
