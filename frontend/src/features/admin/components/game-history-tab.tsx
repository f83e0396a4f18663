import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  const { data: rounds, isPending, isError } = useGameHistory();

  return (
    <AdminCard title={t('gameHistory.title')} description={t('gameHistory.description')}>
      {isPending ? (
        <ListStatus state="loading" message={t('gameHistory.loading')} />
      ) : isError ? (
        <ListStatus state="error" message={t('gameHistory.error')} />
      ) : rounds.length === 0 ? (
        <ListStatus state="empty" message={t('gameHistory.empty')} />
      ) : (
        <ul className="grid gap-2">
          {rounds.map((round) => (
            <li key={round.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3 text-sm">
              <span className="w-20 font-semibold text-white">
                <bdi dir="ltr">#{round.id}</bdi>
              </span>
              <span className="min-w-44 whitespace-nowrap text-slate-400">
                <bdi dir="ltr">
                  {formatDate(round.startTime)} {time(round.startTime)}
                </bdi>
              </span>
              <span dir="ltr" className={cn('rounded-full border px-2.5 py-0.5 font-bold tabular-nums', crashPointColour(round.crashPoint))}>
                {round.crashPoint.toFixed(2)}x
              </span>
              {round.adminControlled && (
                <span className="rounded-full border border-amber-400/40 bg-amber-400/10 px-2 py-0.5 text-xs font-semibold text-amber-300">{t('gameHistory.adminControlled')}</span>
              )}
              <span className="ms-auto text-slate-400 tabular-nums">
                {t('gameHistory.bets', { total: round.betStats.total })} ·{' '}
                <span className="text-emerald-300">{t('gameHistory.won', { won: round.betStats.won })}</span> ·{' '}
                <span className="text-red-300">{t('gameHistory.lost', { lost: round.betStats.lost })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
