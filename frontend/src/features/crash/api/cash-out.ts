import type { CashoutReply } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { cashOut } from '@/lib/live-game/bet-api';
import { cashoutFailureMessage } from '@/lib/live-game/bet-messages';
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
      toast({ variant: 'destructive', title: 'Cash out failed', description: cashoutFailureMessage(error) });
    },
  });
}
