import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { cn } from '@/lib/cn';
import { formatMultiplier } from '@/lib/live-game/format';
import type { LiveView } from '@/lib/live-game/game-state';
import { useLiveMultiplier } from '@/lib/live-game/use-live-multiplier';
import { CASHOUT_REFUSAL } from '../utils/rules';
import { playSound } from '../utils/sounds';

type CashOutButtonProps = { view: LiveView; enabled: boolean; pending: boolean; onCashOut: () => void };

/**
 * 'CASH OUT NOW' with the live multiplier. Outside a flight with a bet it is marked disabled yet still answers
 * a click with the spec's reason, so the player learns why rather than meeting a dead button.
 */
export function CashOutButton({ view, enabled, pending, onCashOut }: CashOutButtonProps) {
  const multiplier = useLiveMultiplier(view);
  const handleClick = () => {
    if (!enabled) {
      playSound('error');
      toast(CASHOUT_REFUSAL);
    } else if (!pending) onCashOut();
  };
  return (
    <button
      type="button"
      aria-disabled={!enabled || pending}
      onClick={handleClick}
      className={cn(
        'flex h-20 w-full flex-col items-center justify-center rounded-2xl font-black text-white transition-colors',
        'focus-visible:ring-2 focus-visible:ring-amber-200 focus-visible:outline-none',
        enabled ? 'bg-amber-500 hover:bg-amber-400' : 'cursor-not-allowed bg-slate-800 opacity-60',
      )}
    >
      <span className="flex items-center gap-2 text-2xl tracking-wide">
        {pending && <Spinner />}
        CASH OUT NOW
      </span>
      <span className="text-lg tabular-nums">{formatMultiplier(multiplier)}</span>
    </button>
  );
}
