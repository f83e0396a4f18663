import { cn } from '@/lib/cn';
import type { MyBet } from '@/lib/live-game/game-state';
import { formatAmount, formatMultiplier } from '@/lib/live-game/format';

function betStatus(bet: MyBet): { label: string; tone: string } {
  if (bet.isActive) return { label: 'Active', tone: 'text-amber-300' };
  if (bet.hasCashedOut) return { label: 'Cashed out', tone: 'text-emerald-300' };
  if (bet.cashingOut) return { label: 'Cashing out...', tone: 'text-amber-300' };
  return { label: 'Lost', tone: 'text-red-400' };
}

/** The user's own bet of this round (spec section 3): amount, auto cash-out, and how it stands. */
export function YourBet({ bet }: { bet: MyBet | null }) {
  const status = bet && betStatus(bet);
  return (
    <section aria-label="Your Bet" className="rounded-2xl border border-slate-800 bg-slate-900 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">Your Bet</h2>
      {bet && status ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-400">Amount</dt>
          <dd className="text-end font-semibold text-white tabular-nums">{formatAmount(bet.amount)}</dd>
          <dt className="text-slate-400">Auto cash-out</dt>
          <dd className="text-end text-slate-200 tabular-nums">{bet.autoCashout === null ? 'Off' : formatMultiplier(bet.autoCashout)}</dd>
          <dt className="text-slate-400">Status</dt>
          <dd data-testid="your-bet-status" className={cn('text-end font-semibold whitespace-nowrap', status.tone)}>
            {status.label}
            {bet.hasCashedOut && bet.cashoutMultiplier !== null && ` at ${formatMultiplier(bet.cashoutMultiplier)}`}
          </dd>
          {bet.winAmount !== null && (
            <>
              <dt className="text-slate-400">Won</dt>
              <dd className="text-end font-semibold text-emerald-300 tabular-nums">{formatAmount(bet.winAmount)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-500">No bet this round.</p>
      )}
    </section>
  );
}
