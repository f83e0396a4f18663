import { type CashoutReply, pendingMessages } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { isPendingOutcome } from '@/lib/api-client';
import { cashOut } from '@/lib/live-game/bet-api';
import { cashoutFailureMessage, PENDING_NOTE } from '@/lib/live-game/bet-messages';
import { formatAmount, formatMultiplier } from '@/lib/live-game/format';

export function useCashOut({ onCashedOut }: { onCashedOut: (reply: CashoutReply) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cashOut('crash'),
    onSuccess: (reply) => {
      toast({
        title: 'Cash out successful!',
        description: `You won ${formatAmount(reply.winAmount)} at ${formatMultiplier(reply.multiplier)}.`,
      });
      onCashedOut(reply);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => {
      if (isPendingOutcome(error)) toast({ title: pendingMessages.cashout, description: PENDING_NOTE });
      else toast({ variant: 'destructive', title: 'Cash out failed', description: cashoutFailureMessage(error) });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
