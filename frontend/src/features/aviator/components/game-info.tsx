import { limits, type Phase } from '@pkr/contracts';
import { formatAmount } from '@/lib/live-game/format';

const phaseNames: Record<Phase, string> = {
  betting: 'Betting',
  transition: 'Last chance to bet',
  running: 'Flying',
  crashed: 'Crashed',
};

/** The round's phase, the bet limits, the most one bet can win (once the server has said) and the rules in two lines. */
export function GameInfo({ phase, maxWinPerBet }: { phase: Phase; maxWinPerBet: number | null }) {
  return (
    <section aria-label="Game Info" className="rounded-2xl border border-slate-800 bg-slate-900 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">Game Info</h2>
      <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
        <dt className="text-slate-400">Phase</dt>
        <dd data-testid="phase" className="text-end font-semibold text-white">{phaseNames[phase]}</dd>
        <dt className="text-slate-400">Min bet</dt>
        <dd className="text-end text-slate-200 tabular-nums">{formatAmount(limits.betMinPkr)}</dd>
        <dt className="text-slate-400">Max bet</dt>
        <dd className="text-end text-slate-200 tabular-nums">{formatAmount(limits.betMaxPkr)}</dd>
        <dt className="text-slate-400">Max win per bet</dt>
        <dd data-testid="max-win" className="text-end text-slate-200 tabular-nums">{maxWinPerBet === null ? '—' : formatAmount(maxWinPerBet)}</dd>
      </dl>
      <p className="mt-4 text-sm text-slate-400">Place a bet before take-off; the multiplier climbs while the plane flies.</p>
      <p className="text-sm text-slate-400">Cash out before it flies away to win your bet times the multiplier.</p>
    </section>
  );
}
