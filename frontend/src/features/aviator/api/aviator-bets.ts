import { type CashoutReply, pendingMessages, type PlaceBetReply } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage, isPendingOutcome } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { cashOut, placeBet } from '@/lib/live-game/bet-api';
import { betFailureMessage, cashoutFailureMessage, PENDING_NOTE } from '@/lib/live-game/bet-messages';
import { formatAmount, formatMultiplier } from '@/lib/live-game/format';
import { playSound } from '../utils/sounds';

/** Spec section 3: the Aviator page bets an amount with one cash-out. */
export function usePlaceAviatorBet({ onPlaced, onFailed }: { onPlaced: (reply: PlaceBetReply) => void; onFailed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => placeBet('aviator', amount, { multipleCashouts: 1 }),
    onSuccess: (reply) => {
      playSound('bet');
      toast({ title: 'Bet placed successfully', description: `Your bet of ${formatAmount(reply.bet.amount)} is in.` });
      onPlaced(reply);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onFailed();
      if (isPendingOutcome(error)) return toast({ title: pendingMessages.bet, description: PENDING_NOTE });
      playSound('error');
      toast({ variant: 'destructive', title: 'Failed to place bet', description: betFailureMessage(error) });
    },
  });
}

type CashOutEvents = { onCashedOut: (reply: CashoutReply) => void; onRefused: (betId: string) => void };

/**
 * Spec section 8, Aviator: a refused cash-out shows the server's own message under 'Cashout Failed'. The answer is
 * shown on the bet named, never on a later round's.
 */
export function useAviatorCashOut({ onCashedOut, onRefused }: CashOutEvents) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (betId: string) => cashOut('aviator', betId),
    onSuccess: (reply) => {
      playSound('win');
      toast({ title: 'Cash out successful!', description: `You won ${formatAmount(reply.winAmount)} at ${formatMultiplier(reply.multiplier)}.` });
      onCashedOut(reply);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error, betId) => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      if (isPendingOutcome(error)) return toast({ title: pendingMessages.cashout, description: PENDING_NOTE });
      onRefused(betId);
      playSound('error');
      toast({ variant: 'destructive', title: 'Cashout Failed', description: getErrorMessage(error, cashoutFailureMessage(error)) });
    },
  });
}
