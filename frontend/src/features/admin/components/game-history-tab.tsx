import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { LOCALE } from '@/lib/locale';
import { useGameHistory } from '../api/get-game-history';
import { AdminCard, ListStatus } from './admin-card';

/** Spec section 9: red below 1.5x, green above 4x, neutral between. */
export function crashPointColour(crashPoint: number): string {
  if (crashPoint < 1.5) return 'border-red-500/40 bg-red-500/15 text-red-300';
  if (crashPoint > 4) return 'border-emerald-500/40 bg-emerald-500/15 text-emerald-300';
  return 'border-slate-600 bg-slate-800 text-slate-200';
}

const time = (value: string) => new Date(value).toLocaleTimeString(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The latest 20 Crash rounds, newest first, with how their bets went. */
export function GameHistoryTab() {
  const { data: rounds, isPending, isError } = useGameHistory();

  return (
    <AdminCard title="Game History" description="The latest 20 Crash rounds.">
      {isPending ? (
        <ListStatus state="loading" message="Loading game history..." />
      ) : isError ? (
        <ListStatus state="error" message="Could not load the game history. Please open the tab again." />
      ) : rounds.length === 0 ? (
        <ListStatus state="empty" message="No game history found" />
      ) : (
        <ul className="grid gap-2">
          {rounds.map((round) => (
            <li key={round.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3 text-sm">
              <span className="w-20 font-semibold text-white">#{round.id}</span>
              <span className="w-44 text-slate-400">
                {formatDate(round.startTime)} {time(round.startTime)}
              </span>
              <span className={cn('rounded-full border px-2.5 py-0.5 font-bold tabular-nums', crashPointColour(round.crashPoint))}>
                {round.crashPoint.toFixed(2)}x
              </span>
              {round.adminControlled && (
                <span className="rounded-full border border-amber-400/40 bg-amber-400/10 px-2 py-0.5 text-xs font-semibold text-amber-300">Admin Controlled</span>
              )}
              <span className="ms-auto text-slate-400 tabular-nums">
                Bets {round.betStats.total} · <span className="text-emerald-300">Won {round.betStats.won}</span> ·{' '}
                <span className="text-red-300">Lost {round.betStats.lost}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
