import type { RecentGame } from '@pkr/contracts';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TappedRound, VerifyRoundDialog, verifyRoundLabel } from '@/components/fairness/verify-round-dialog';
import { AdminSetTag } from '@/components/ui/admin-set-tag';
import { cn } from '@/lib/cn';
import { formatMultiplier } from '@/lib/live-game/format';
import { multiplierTone, RECENT_RESULTS } from '../utils/rules';

/**
 * The last five crash points, newest first, in the multiplier's colour bands; a point an admin set is tagged.
 * Each opens its round recomputed in the browser.
 */
export const RecentResults = memo(function RecentResults({ games }: { games: RecentGame[] }) {
  const { t } = useTranslation('game');
  const [tapped, setTapped] = useState<TappedRound | null>(null);
  const shown = games.slice(0, RECENT_RESULTS);
  return (
    <section aria-label={t('recent.results')} className="rounded-2xl border border-slate-800 bg-slate-900 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">{t('recent.results')}</h2>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('recent.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {shown.map((game) => (
            <li key={game.id}>
              <button
                type="button"
                aria-label={verifyRoundLabel(game)}
                onClick={(event) => setTapped({ round: game, opener: event.currentTarget })}
                className={cn('rounded-lg bg-slate-800 px-3 py-1.5 text-sm font-bold tabular-nums hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none', multiplierTone(game.crashPoint))}
              >
                {formatMultiplier(game.crashPoint)}
                {game.adminControlled && <AdminSetTag className="ms-1.5 align-middle" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <VerifyRoundDialog gameType="aviator" tapped={tapped} onClose={() => setTapped(null)} />
    </section>
  );
});
