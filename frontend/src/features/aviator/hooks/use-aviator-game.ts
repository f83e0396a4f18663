import type { ServerMessage } from '@pkr/contracts';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { formatMultiplier } from '@/lib/live-game/format';
import type { LiveView } from '@/lib/live-game/game-state';
import { bettingOpen, phaseAt } from '@/lib/live-game/phase-clock';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { useNow } from '@/lib/live-game/use-now';

/** Spec section 8, Aviator: a crash that takes a riding bet of the user's says so; one being cashed out may have won. */
function toastLostBet(message: ServerMessage, before: LiveView): void {
  if (message.type !== 'game_crash' || !before.myBets.some((bet) => bet.isActive && !bet.cashingOut)) return;
  toast({
    variant: 'destructive',
    title: i18next.t('game:aviator.lost.title'),
    description: i18next.t('game:aviator.lost.description', { multiplier: formatMultiplier(message.crashPoint) }),
  });
}

/** The server's aviator rounds, the user's bet in them, and the phase as of now (betting turns to transition). */
export function useAviatorGame(userId: string | null) {
  const game = useLiveGame('aviator', userId, toastLostBet);
  const now = useNow(bettingOpen(game.view.phase));
  return { ...game, phase: phaseAt(game.view, now), now };
}
