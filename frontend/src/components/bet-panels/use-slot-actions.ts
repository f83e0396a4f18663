import type { BetSlot } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { isPendingOutcome } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { cancelBet, cashOut, placeBet } from '@/lib/live-game/bet-api';
import { betFailureMessage, cancelFailureMessage, pendingNote } from '@/lib/live-game/bet-messages';
import { formatAmount, formatMultiplier } from '@/lib/live-game/format';
import type { LiveAction } from '@/lib/live-game/game-state';
import { useExclusive } from '@/lib/use-exclusive';
import type { BetGame } from './bet-game';
import type { BetFormValues } from './bet-form-schema';

// An answer arrives after the render that asked: its words are looked up then, in the language of that moment.
const t = i18next.getFixedT(null, 'game');

/**
 * One bet panel's three requests, bet, cancel and cash out, each sending the panel's slot. Each answer is shown in a
 * toast and lands on the bet it names; each request runs one at a time, so a double tap sends one.
 */
export function useSlotActions(game: BetGame, slot: BetSlot, dispatch: Dispatch<LiveAction>, requestGameState: () => void) {
  const queryClient = useQueryClient();
  const balanceChanged = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });

  const place = useMutation({
    mutationFn: ({ amount, autoCashout }: BetFormValues) =>
      placeBet(game.gameType, amount, { ...game.betOptions, slot, ...(autoCashout === null ? {} : { autoCashout }) }),
    onSuccess: ({ bet }) => {
      game.playSound?.('bet');
      const amount = formatAmount(bet.amount);
      const description =
        bet.autoCashoutAt === null
          ? t('toasts.placed.description', { amount })
          : t('toasts.placed.auto', { amount, multiplier: formatMultiplier(bet.autoCashoutAt) });
      toast({ title: t('toasts.placed.title'), description });
      dispatch({ kind: 'bet_placed', bet });
      balanceChanged();
    },
    onError: (error) => {
      balanceChanged();
      // Spec section 7: after a failed bet the game state is asked for again, the page may be behind.
      requestGameState();
      if (isPendingOutcome(error)) return toast({ title: t('toasts.pending.bet'), description: pendingNote() });
      game.playSound?.('error');
      toast({ variant: 'destructive', title: t('toasts.betFailed'), description: betFailureMessage(error) });
    },
  });

  const cancel = useMutation({
    mutationFn: (betId: string) => cancelBet(game.gameType, slot, betId),
    onSuccess: (reply) => {
      toast({ title: t('toasts.cancelled.title'), description: t('toasts.cancelled.description') });
      dispatch({ kind: 'bet_cancelled', betId: reply.betId });
      balanceChanged();
    },
    onError: (error) => {
      game.playSound?.('error');
      toast({ variant: 'destructive', title: t('toasts.cancelFailed'), description: cancelFailureMessage(error) });
    },
  });

  const cashOutBet = useMutation({
    mutationFn: (betId: string) => cashOut(game.gameType, slot, betId),
    onSuccess: (reply) => {
      game.playSound?.('win');
      toast({
        title: t('toasts.cashedOut.title'),
        description: t('toasts.cashedOut.description', { amount: formatAmount(reply.winAmount), multiplier: formatMultiplier(reply.multiplier) }),
      });
      dispatch({ kind: 'cashed_out', betId: reply.betId, winAmount: reply.winAmount, multiplier: reply.multiplier });
      game.onCashedOut?.();
      balanceChanged();
    },
    onError: (error, betId) => {
      balanceChanged();
      if (isPendingOutcome(error)) return toast({ title: t('toasts.pending.cashout'), description: pendingNote() });
      dispatch({ kind: 'cashout_refused', betId });
      game.playSound?.('error');
      toast({ variant: 'destructive', title: game.cashoutRefusal.title, description: game.cashoutRefusal.describe(error) });
    },
  });

  const askBet = useExclusive(place.mutate);
  const askCancel = useExclusive(cancel.mutate);
  const askCashOut = useExclusive(cashOutBet.mutate);
  return {
    placing: place.isPending,
    cancelling: cancel.isPending,
    bet: (values: BetFormValues) => {
      if (game.screenBet?.(values.amount) === false) return;
      askBet(values);
    },
    cancel: (betId: string) => askCancel(betId),
    /** Marks the bet as being cashed out first: a crash meanwhile does not call it lost. */
    cashOut: (betId: string) => {
      dispatch({ kind: 'cashing_out', betId });
      askCashOut(betId);
    },
  };
}
