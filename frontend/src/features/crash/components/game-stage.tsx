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

/** The big multiplier, the betting countdown and the round's phase. */
export function GameStage({ view, phase, secondsLeft }: GameStageProps) {
  const { t } = useTranslation('game');
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
      <StageMultiplier view={view} phase={phase} />
      {phase === 'crashed' && <p className="relative mt-3 text-lg font-semibold text-red-300">{t('stage.crashedAt', { multiplier: formatMultiplier(view.crashPoint ?? view.multiplier) })}</p>}
      {betting && (
        <p data-testid="countdown" className="relative mt-3 text-lg font-semibold text-amber-300">
          {t('stage.startsIn', { seconds: secondsLeft })}
        </p>
      )}
    </section>
  );
}

/**
 * The number drawn every frame of a flight, and the tab title that follows it: the only part of the stage that
 * changes 60 times a second, so the rest (its texts, the curve's canvas) is not drawn again with it.
 */
function StageMultiplier({ view, phase }: { view: LiveView; phase: Phase }) {
  const multiplier = useLiveMultiplier(view);
  useTabTitle(tabTitle(phase, multiplier));
  return (
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
  );
}
