import type { ServerMessage } from '@pkr/contracts';
import { toast } from '@/components/ui/toast/use-toast';
import type { LiveView } from '@/lib/live-game/game-state';
import { phaseAt } from '@/lib/live-game/phase-clock';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { useNow } from '@/lib/live-game/use-now';

/** Spec section 8, Aviator: a crash that takes the user's riding bet says so. */
function toastLostBet(message: ServerMessage, before: LiveView): void {
  if (message.type !== 'game_crash' || !before.myBet?.isActive) return;
  toast({
    variant: 'destructive',
    title: 'You lost!',
    description: `The plane crashed at ${message.crashPoint.toFixed(2)}x before you could cash out.`,
  });
}

/** The server's aviator rounds, the user's bet in them, and the phase as of now (betting turns to transition). */
export function useAviatorGame(userId: string | null) {
  const game = useLiveGame('aviator', userId, toastLostBet);
  const now = useNow(game.view.phase === 'betting');
  return { ...game, phase: phaseAt(game.view, now), now };
}
