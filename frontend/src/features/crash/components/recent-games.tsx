import type { RecentGame } from '@pkr/contracts';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TappedRound, VerifyRoundDialog, verifyRoundLabel } from '@/components/fairness/verify-round-dialog';
import { AdminSetTag } from '@/components/ui/admin-set-tag';
import { cn } from '@/lib/cn';
import { formatMultiplier } from '@/lib/live-game/format';

/** Spec section 9: a recent result is green at 2x or more, red below. */
export const recentTone = (crashPoint: number) =>
  crashPoint >= 2 ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300' : 'border-red-500/40 bg-red-500/10 text-red-300';

/** The last finished rounds, newest first; each opens its round recomputed in the browser. */
export const RecentGames = memo(function RecentGames({ games }: { games: RecentGame[] }) {
  const { t } = useTranslation('game');
  const [tapped, setTapped] = useState<TappedRound | null>(null);
  return (
    <section aria-label={t('recent.games')} className="rounded-2xl border border-slate-800 bg-slate-900 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">{t('recent.games')}</h2>
      {games.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('recent.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {games.map((game) => (
            <li key={game.id}>
              <button
                type="button"
                aria-label={verifyRoundLabel(game)}
                onClick={(event) => setTapped({ round: game, opener: event.currentTarget })}
                className={cn('grid rounded-lg border px-2.5 py-1.5 text-center hover:brightness-125 focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none', recentTone(game.crashPoint))}
              >
                <span className="flex items-center justify-center gap-1 text-[10px] text-slate-400">
                  #{game.id}
                  {game.adminControlled && <AdminSetTag />}
                </span>
                <span className="text-sm font-bold tabular-nums">{formatMultiplier(game.crashPoint)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <VerifyRoundDialog gameType="crash" tapped={tapped} onClose={() => setTapped(null)} />
    </section>
  );
});
