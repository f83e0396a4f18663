import type { Phase } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMultiplier } from '@/lib/live-game/format';
import type { LiveView } from '@/lib/live-game/game-state';
import { useLiveMultiplier } from '@/lib/live-game/use-live-multiplier';
import { multiplierTone } from '../utils/rules';

/** How far along its path the plane is: it reaches the top right corner at 2.5x (about 15 s) and stays there. */
const pathShare = (multiplier: number) => Math.min(1, Math.log(multiplier) / Math.log(2.5));

type FlightAreaProps = { view: LiveView; phase: Phase; secondsLeft: number };

/** The sky: the multiplier drawn every frame in its colour band, and the plane climbing up and right. */
export function FlightArea({ view, phase, secondsLeft }: FlightAreaProps) {
  const { t } = useTranslation('game');
  const multiplier = useLiveMultiplier(view);
  const share = phase === 'running' || phase === 'crashed' ? pathShare(multiplier) : 0;
  const x = 6 + share * 80;
  const y = 90 - share * 70;
  // Before the server has told of a round the page knows no countdown.
  const betting = view.round !== null && (phase === 'betting' || phase === 'transition');

  return (
    <section
      aria-label={t('flight.label')}
      className="relative h-64 overflow-hidden rounded-2xl border border-slate-800 bg-gradient-to-b sm:h-80 from-indigo-950 via-slate-900 to-slate-950"
    >
      <svg aria-hidden="true" viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 size-full">
        {share > 0 && <path d={`M 6 90 Q ${6 + share * 50} 90 ${x} ${y}`} className="fill-none stroke-red-500" strokeWidth="0.8" />}
      </svg>
      <svg
        data-testid="plane"
        aria-hidden="true"
        viewBox="0 0 48 24"
        style={{ left: `${x}%`, top: `${y}%` }}
        className={cn('absolute h-8 w-16 -translate-x-1/2 -translate-y-1/2 -rotate-12', phase === 'crashed' && 'opacity-30')}
      >
        <path d="M2 14 L40 10 Q47 11 46 13 Q45 15 40 15 L10 18 Z" className="fill-red-500" />
        <path d="M20 12 L28 2 L32 2 L27 12 Z M20 16 L28 23 L32 23 L26 15 Z M4 13 L2 5 L6 5 L10 12 Z" className="fill-red-400" />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <p data-testid="multiplier" dir="ltr" aria-live="off" className={cn('text-7xl font-black tabular-nums', multiplierTone(multiplier))}>
          {formatMultiplier(multiplier)}
        </p>
        {phase === 'crashed' && <p className="mt-2 text-lg font-semibold text-red-400">{t('flight.flewAway')}</p>}
        {betting && (
          <p data-testid="countdown" className="mt-2 text-lg font-semibold text-amber-300">
            {t('flight.takeOffIn', { seconds: secondsLeft })}
          </p>
        )}
      </div>
    </section>
  );
}
