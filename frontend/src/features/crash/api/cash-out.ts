import { type CashoutReply, pendingMessages } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { isPendingOutcome } from '@/lib/api-client';
import { cashOut } from '@/lib/live-game/bet-api';
import { cashoutFailureMessage, PENDING_NOTE } from '@/lib/live-game/bet-messages';
import { formatAmount, formatMultiplier } from '@/lib/live-game/format';

type CashOutEvents = { onCashedOut: (reply: CashoutReply) => void; onRefused: (betId: string) => void };

/** Cashes out the bet named, by its id: the answer is shown on that bet only. */
export function useCashOut({ onCashedOut, onRefused }: CashOutEvents) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (betId: string) => cashOut('crash', betId),
    onSuccess: (reply) => {
      toast({
        title: 'Cash out successful!',
        description: `You won ${formatAmount(reply.winAmount)} at ${formatMultiplier(reply.multiplier)}.`,
      });
      onCashedOut(reply);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error, betId) => {
      if (isPendingOutcome(error)) toast({ title: pendingMessages.cashout, description: PENDING_NOTE });
      else {
        toast({ variant: 'destructive', title: 'Cash out failed', description: cashoutFailureMessage(error) });
        onRefused(betId);
      }
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
