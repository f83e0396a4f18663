import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betInSlot } from '@/lib/live-game/my-bets';
import { useRunningAutoplay } from '@/lib/live-game/use-running-autoplay';
import { BetPanel, type BetPanelProps } from './bet-panel';

type BetPanelsProps = Omit<BetPanelProps, 'slot' | 'onRemove'>;

/**
 * The player's two bets of a round, side by side. The second panel opens from the + beside the first and closes
 * with its own control; a bet or a running auto-play in slot 2 (from another tab, or before a reload) opens it.
 * A tick changes none of the panels' props, so it does not draw them again (the cash-out payout reads the flight).
 */
export const BetPanels = memo(function BetPanels(props: BetPanelsProps) {
  const { t } = useTranslation('game');
  const [secondOpen, setSecondOpen] = useState(false);
  const autoplayInSecond = useRunningAutoplay(props.game.gameType, 2).running !== null;
  const holdsSecond = betInSlot(props.bets, 2) !== null;
  const opensSecond = holdsSecond || autoplayInSecond;
  useEffect(() => {
    if (opensSecond) setSecondOpen(true);
  }, [opensSecond]);
  const showSecond = secondOpen || Boolean(betInSlot(props.bets, 2)?.isActive);
  const holdsFirst = betInSlot(props.bets, 1) !== null;
  // Paused play shows only the panels of bets still riding, for their cash-out.
  if (props.paused && !holdsFirst && !holdsSecond) return null;

  return (
    <section aria-label={t('panels.label')} className="grid grid-cols-2 gap-2 sm:gap-4">
      {(!props.paused || holdsFirst) && <BetPanel {...props} slot={1} />}
      {showSecond && (!props.paused || holdsSecond) && <BetPanel {...props} slot={2} onRemove={() => setSecondOpen(false)} />}
      {!showSecond && !props.paused && (
        <button
          type="button"
          aria-label={t('panels.addSecond')}
          onClick={() => setSecondOpen(true)}
          className="flex min-h-24 flex-col items-center justify-center gap-1 rounded-2xl border border-dashed border-slate-700 text-slate-400 hover:border-slate-500 hover:text-white focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none"
        >
          <span aria-hidden="true" className="text-3xl leading-none">
            +
          </span>
          <span aria-hidden="true" className="text-xs font-medium">
            {t('panels.second')}
          </span>
        </button>
      )}
    </section>
  );
});
