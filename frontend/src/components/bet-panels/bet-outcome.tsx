import type { BetSlot } from '@pkr/contracts';
import { cn } from '@/lib/cn';
import { formatAmount, formatMultiplier } from '@/lib/live-game/format';
import type { MyBet } from '@/lib/live-game/game-state';

function outcome(bet: MyBet): { label: string; tone: string } {
  if (bet.hasCashedOut && bet.cashoutMultiplier !== null) return { label: `Won at ${formatMultiplier(bet.cashoutMultiplier)}`, tone: 'text-emerald-300' };
  if (bet.cashingOut) return { label: 'Cashing out...', tone: 'text-amber-300' };
  if (bet.isActive) return { label: 'Active', tone: 'text-amber-300' };
  return { label: 'Lost', tone: 'text-red-400' };
}

/** How the panel's bet of this round stands (spec section 3): Active, Won at its multiplier with the win, or Lost. */
export function BetOutcome({ slot, bet }: { slot: BetSlot; bet: MyBet | null }) {
  if (!bet) return <p className="h-5 text-center text-xs text-slate-500">No bet this round</p>;
  const shown = outcome(bet);
  // Each part keeps its own line whole; a win too long for a phone's narrow panel wraps instead of widening it.
  return (
    <p className="flex min-h-5 flex-wrap items-center justify-center gap-x-2 text-xs [&>span]:whitespace-nowrap">
      <span className="text-slate-300 tabular-nums">{formatAmount(bet.amount)}</span>
      <span data-testid={`bet-status-${slot}`} className={cn('font-semibold', shown.tone)}>
        {shown.label}
      </span>
      {bet.winAmount !== null && <span className="font-semibold text-emerald-300 tabular-nums">+{formatAmount(bet.winAmount)}</span>}
    </p>
  );
}
