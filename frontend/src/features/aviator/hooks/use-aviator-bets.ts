import type { Phase } from '@pkr/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetGame } from '@/components/bet-panels/bet-game';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { cashoutFailureMessage } from '@/lib/live-game/bet-messages';
import { BETTING_PHASE_OVER, betRefusal } from '../utils/rules';
import { playSound } from '../utils/sounds';

/**
 * Aviator's bets: one cash-out each (multipleCashouts 1), the spec's own checks and toasts before a bet is sent
 * (section 5), sounds for each outcome, and a count of wins that replays the confetti.
 */
export function useAviatorBets(balance: number | null, phase: Phase): { game: BetGame; winCount: number } {
  const { t } = useTranslation('game');
  const [winCount, setWinCount] = useState(0);
  // Made again only when what it reads changes, so the bet panels are not drawn again with every tick.
  const game = useMemo<BetGame>(
    () => ({
      gameType: 'aviator',
      betOptions: { multipleCashouts: 1 },
      // Spec section 8, Aviator: a refused cash-out shows the server's own message under 'Cashout Failed'.
      cashoutRefusal: { title: t('aviator.cashoutFailed'), describe: (error) => getErrorMessage(error, cashoutFailureMessage(error)) },
      screenBet: (amount) => {
        const refusal = betRefusal({ loggedIn: balance !== null, phase, amount, balance: balance ?? 0 });
        if (refusal) {
          if (refusal === BETTING_PHASE_OVER) playSound('error');
          toast({ variant: 'destructive', ...refusal });
          return false;
        }
        if (phase === 'transition') toast({ title: t('aviator.quickBet.title'), description: t('aviator.quickBet.description') });
        return true;
      },
      playSound,
      onCashedOut: () => setWinCount((count) => count + 1),
    }),
    [t, balance, phase],
  );
  return { game, winCount };
}
