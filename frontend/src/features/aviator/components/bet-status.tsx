import { cn } from '@/lib/cn';
import { formatAmount, formatMultiplier, potentialWin } from '@/lib/live-game/format';
import type { MyBet } from '@/lib/live-game/game-state';

function status(bet: MyBet): { label: string; tone: string } {
  if (bet.isActive) return { label: 'Active', tone: 'text-amber-300' };
  if (bet.hasCashedOut && bet.cashoutMultiplier !== null) return { label: `Won at ${formatMultiplier(bet.cashoutMultiplier)}`, tone: 'text-emerald-300' };
  if (bet.cashingOut) return { label: 'Cashing out...', tone: 'text-amber-300' };
  return { label: 'Lost', tone: 'text-red-400' };
}

/** The user's bet of this round (spec section 3): Active, Won with its multiplier and payout, or Lost. */
export function BetStatus({ bet }: { bet: MyBet | null }) {
  const shown = bet && status(bet);
  return (
    <section aria-label="Bet Status" className="rounded-2xl border border-slate-800 bg-slate-900 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">Bet Status</h2>
      {bet && shown ? (
        <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
          <dt className="text-slate-400">Amount</dt>
          <dd className="text-end font-semibold text-white tabular-nums">{formatAmount(bet.amount)}</dd>
          <dt className="text-slate-400">Status</dt>
          <dd data-testid="bet-status" className={cn('text-end font-semibold', shown.tone)}>
            {shown.label}
          </dd>
          {bet.cashoutMultiplier !== null && (
            <>
              <dt className="text-slate-400">Payout</dt>
              <dd className="text-end font-semibold text-emerald-300 tabular-nums">{formatAmount(potentialWin(bet.amount, bet.cashoutMultiplier))}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-500">No bet this round.</p>
      )}
    </section>
  );
}
