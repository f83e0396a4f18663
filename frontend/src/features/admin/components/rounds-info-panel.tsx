import type { GameType } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { RoundsInfo } from '../api/get-rounds-info';

type RoundsInfoPanelProps = { gameType: GameType; info: RoundsInfo | undefined; isError: boolean };

/** The round now playing and every crash point already scheduled, soonest first. */
export function RoundsInfoPanel({ gameType, info, isError }: RoundsInfoPanelProps) {
  const { t } = useTranslation('admin');
  const scheduled = Object.entries(info?.scheduledCrashPoints ?? {})
    .map(([round, crashPoint]) => ({ round: Number(round), crashPoint }))
    .sort((a, b) => a.round - b.round);

  return (
    <section aria-label={t('roundsInfo.label')} className="grid content-start gap-4 rounded-xl border border-slate-800 bg-slate-950/60 p-5">
      <div>
        <p className="text-sm text-slate-400">{t('roundsInfo.currentRound', { game: t(`games.${gameType}`) })}</p>
        <p data-testid="current-round" className="mt-1 text-3xl font-extrabold text-white tabular-nums">
          {info ? <bdi dir="ltr">#{info.currentRound}</bdi> : isError ? '—' : <Spinner size="lg" className="text-emerald-400" />}
        </p>
        {isError && <p className="mt-1 text-xs text-red-400">{t('roundsInfo.error')}</p>}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-200">{t('roundsInfo.scheduled')}</h3>
        {scheduled.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{t('roundsInfo.noneScheduled')}</p>
        ) : (
          <ul className="mt-2 grid gap-1.5">
            {scheduled.map(({ round, crashPoint }) => (
              <li key={round} className="flex justify-between rounded-lg bg-slate-900 px-3 py-2 text-sm">
                <span className="text-slate-300">{t('roundsInfo.round', { round })}</span>
                <span dir="ltr" className="font-bold text-amber-300 tabular-nums">
                  {crashPoint.toFixed(2)}x
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
