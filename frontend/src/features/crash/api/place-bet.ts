import { type PlaceBetReply, pendingMessages } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { isPendingOutcome } from '@/lib/api-client';
import { placeBet } from '@/lib/live-game/bet-api';
import { betFailureMessage, PENDING_NOTE } from '@/lib/live-game/bet-messages';
import { formatAmount, formatMultiplier } from '@/lib/live-game/format';

export type BetRequest = { amount: number; autoCashout: number | null };

export function usePlaceBet({ onPlaced, onFailed }: { onPlaced: (reply: PlaceBetReply) => void; onFailed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, autoCashout }: BetRequest) => placeBet('crash', amount, autoCashout === null ? {} : { autoCashout }),
    onSuccess: (reply) => {
      const { amount, autoCashoutAt } = reply.bet;
      const autoNote = autoCashoutAt === null ? '' : ` Auto cash-out at ${formatMultiplier(autoCashoutAt)}.`;
      toast({ title: 'Bet placed successfully', description: `Your bet of ${formatAmount(amount)} is in.${autoNote}` });
      onPlaced(reply);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => {
      if (isPendingOutcome(error)) toast({ title: pendingMessages.bet, description: PENDING_NOTE });
      else toast({ variant: 'destructive', title: 'Failed to place bet', description: betFailureMessage(error) });
      onFailed();
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
