import { useTranslation } from 'react-i18next';
import { AdminSetTag } from '@/components/ui/admin-set-tag';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { Stats } from '../api/get-stats';

/** Spec section 9: green at 2.00x or more, red below. */
const tone = (crashPoint: number) =>
  crashPoint >= 2 ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300' : 'border-red-500/40 bg-red-500/10 text-red-300';

type RecentCrashGamesProps = { games: Stats['recentCrashGames'] | undefined; loading: boolean };

/** The latest finished Crash rounds, as game number and crash multiplier; a point an admin set is tagged. */
export function RecentCrashGames({ games, loading }: RecentCrashGamesProps) {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="recent-games" aria-busy={loading} className="rounded-2xl border border-slate-800 bg-slate-900 p-6">
      <h2 id="recent-games" className="text-xl font-bold text-white">
        {t('recent.title')}
      </h2>
      <Rounds games={games} loading={loading} />
    </section>
  );
}

/** Without stats it claims no rounds either way: 'No recent Crash games' is only said when the server says so. */
function Rounds({ games, loading }: RecentCrashGamesProps) {
  const { t } = useTranslation('landing');
  if (loading) return <Spinner size="lg" className="mt-4 text-emerald-400" />;
  if (!games) return <p className="mt-4 text-slate-400">{t('recent.unavailable')}</p>;
  if (games.length === 0) return <p className="mt-4 text-slate-400">{t('recent.none')}</p>;
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-5">
      {games.map((game) => (
        <li key={game.id} className={cn('flex items-center justify-between rounded-lg border px-3 py-2', tone(game.crashPoint))}>
          <span className="grid justify-items-start gap-0.5 text-xs text-slate-400">
            {t('recent.game', { id: game.id })}
            {game.adminControlled && <AdminSetTag />}
          </span>
          <span dir="ltr" className="font-bold tabular-nums">
            {game.crashPoint.toFixed(2)}x
          </span>
        </li>
      ))}
    </ul>
  );
}
