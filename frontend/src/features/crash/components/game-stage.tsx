import type { Phase } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLiveMultiplier } from '@/lib/live-game/use-live-multiplier';
import { useTabTitle } from '../hooks/use-tab-title';
import { CrashCurve } from './crash-curve';
import type { LiveView } from '@/lib/live-game/game-state';
import { tabTitle } from '@/lib/live-game/phase-clock';
import { formatMultiplier } from '@/lib/live-game/format';

type GameStageProps = { view: LiveView; phase: Phase; secondsLeft: number };

/** The big multiplier, the betting countdown and the round's phase; also keeps the tab title in step. */
export function GameStage({ view, phase, secondsLeft }: GameStageProps) {
  const { t } = useTranslation('game');
  const multiplier = useLiveMultiplier(view);
  useTabTitle(tabTitle(phase, multiplier));
  // Before the server has told of a round the page knows neither its phase nor a countdown.
  const known = view.round !== null;
  const betting = known && (phase === 'betting' || phase === 'transition');

  return (
    <section
      aria-label={t('stage.label')}
      className="relative flex min-h-72 flex-col items-center justify-center overflow-hidden rounded-2xl border border-slate-800 bg-gradient-to-b from-slate-900 to-slate-950 p-8"
    >
      <CrashCurve phase={phase} flightStartedAt={view.flightStartedAt} crashPoint={view.crashPoint} />
      <p className="absolute top-4 start-5 text-sm font-medium text-slate-400">{t('header.round', { round: view.round ?? '—' })}</p>
      <p className={cn('absolute top-4 end-5 text-sm font-semibold', phase === 'transition' ? 'text-amber-300' : 'text-slate-300')}>
        {known ? t(`stage.phase.${phase}`) : t('stage.connecting')}
      </p>
      <p
        data-testid="multiplier"
        dir="ltr"
        aria-live="off"
        className={cn(
          'relative text-7xl font-black tracking-tight tabular-nums sm:text-8xl',
          phase === 'crashed' ? 'text-red-400' : phase === 'running' ? 'text-emerald-300' : 'text-slate-500',
        )}
      >
        {formatMultiplier(multiplier)}
      </p>
      {phase === 'crashed' && <p className="relative mt-3 text-lg font-semibold text-red-300">{t('stage.crashedAt', { multiplier: formatMultiplier(view.crashPoint ?? multiplier) })}</p>}
      {betting && (
        <p data-testid="countdown" className="relative mt-3 text-lg font-semibold text-amber-300">
          {t('stage.startsIn', { seconds: secondsLeft })}
        </p>
      )}
    </section>
  );
}
