import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLiveMultiplier } from '@/lib/live-game/use-live-multiplier';
import type { LiveView } from '@/lib/live-game/game-state';
import { formatAmount, potentialWin } from '@/lib/live-game/format';

type CashOutButtonProps = { view: LiveView; enabled: boolean; pending: boolean; onCashOut: () => void };

/** Enabled only while the round runs with the user's bet riding; shows what a cash-out now would pay. */
export function CashOutButton({ view, enabled, pending, onCashOut }: CashOutButtonProps) {
  const multiplier = useLiveMultiplier(view);
  const amount = view.myBet?.isActive ? view.myBet.amount : null;
  return (
    <Button variant="accent" size="lg" disabled={!enabled || pending} onClick={onCashOut} className="w-full">
      {pending && <Spinner />}
      Cash Out{enabled && amount !== null ? ` ${formatAmount(potentialWin(amount, multiplier))}` : ''}
    </Button>
  );
}
