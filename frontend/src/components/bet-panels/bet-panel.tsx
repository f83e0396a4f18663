import { type BetSlot, limits, type Phase } from '@pkr/contracts';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { LiveAction, MyBet } from '@/lib/live-game/game-state';
import { betInSlot } from '@/lib/live-game/my-bets';
import { useRunningAutoplay } from '@/lib/live-game/use-running-autoplay';
import { useZodForm } from '@/lib/use-zod-form';
import { AutoTab } from './auto-tab';
import type { BetGame } from './bet-game';
import { betFormSchema } from './bet-form-schema';
import { BetOutcome } from './bet-outcome';
import { PanelField } from './panel-field';
import { PanelTabs } from './panel-tabs';
import { RemovePanelButton } from './remove-panel-button';
import { SlotButton } from './slot-button';
import { slotButtonState } from './slot-button-state';
import { usePanelTab } from './use-panel-tab';
import { useSlotActions } from './use-slot-actions';

/** The quick amounts under each panel's amount (PKR). */
export const QUICK_AMOUNTS = [10, 50, 100, 500] as const;

export type BetPanelProps = {
  game: BetGame;
  slot: BetSlot;
  /** The round the page knows of (null before the first state), and the player's bets in it. */
  round: number | null;
  bets: MyBet[];
  phase: Phase;
  dispatch: Dispatch<LiveAction>;
  requestGameState: () => void;
  /** Play is paused (a break, a limit): the panel only lets a bet already riding be cashed out. */
  paused: boolean;
  onRemove?: () => void;
};

/**
 * One bet: its amount, quick amounts and auto cash-out, and the one button that walks the bet through its round;
 * or, on its Auto tab, an auto-play of the panel. Paused play shows the Bet tab alone.
 */
export function BetPanel({ game, slot, round, bets, phase, dispatch, requestGameState, paused, onRemove }: BetPanelProps) {
  const [tab, setTab] = usePanelTab(game.gameType, slot);
  const form = useZodForm(betFormSchema, { amount: String(QUICK_AMOUNTS[0]), autoCashout: '' });
  const actions = useSlotActions(game, slot, dispatch, requestGameState);
  const bet = betInSlot(bets, slot);
  // A panel closed while its auto-play runs would hide the bets it goes on placing.
  const autoplaying = useRunningAutoplay(game.gameType, slot).running !== null;
  const busy = actions.placing || actions.cancelling;
  const state = slotButtonState(phase, { round }, bet, busy);
  const fieldId = (name: string) => `${game.gameType}-${name}-${slot}`;
  const { t } = useTranslation('game');

  return (
    <section aria-label={t('panels.title', { slot })} className="grid min-w-0 content-start gap-2 rounded-2xl border border-slate-800 bg-slate-900 p-3 sm:p-4">
      {/* The mode tabs share the title's row, so on a phone both panels stay under the flight on the first screen. */}
      <div className="flex min-h-6 items-center justify-between gap-2">
        <h2 className={cn('text-xs font-semibold tracking-wide text-slate-400 uppercase', !paused && 'sr-only')}>
          {t('panels.title', { slot })}
        </h2>
        {!paused && (
          <div className="min-w-0 flex-1">
            <PanelTabs slot={slot} current={tab} onChange={setTab} />
          </div>
        )}
        {onRemove && <RemovePanelButton lock={autoplaying ? 'autoplay' : bet?.isActive ? 'bet' : null} busy={busy} onRemove={onRemove} />}
      </div>
      {!paused && tab === 'auto' ? (
        <AutoTab game={game} slot={slot} />
      ) : (
        <form noValidate aria-label={t('panels.form', { slot })} onSubmit={form.handleSubmit(actions.bet)} className="grid gap-2">
          {!paused && (
            <>
              <PanelField
                id={fieldId('amount')}
                label={t('panels.amount')}
                type="number"
                inputMode="decimal"
                min={limits.betMinPkr}
                max={limits.betMaxPkr}
                step="0.01"
                {...form.register('amount')}
              />
              <div className="grid grid-cols-4 gap-1">
                {QUICK_AMOUNTS.map((quick) => (
                  <button
                    key={quick}
                    type="button"
                    onClick={() => form.setValue('amount', String(quick))}
                    className="h-8 min-w-0 rounded-md bg-slate-800 text-xs font-semibold text-slate-200 hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none"
                  >
                    {quick}
                  </button>
                ))}
              </div>
              <PanelField
                id={fieldId('auto-cashout')}
                label={t('panels.autoCashout')}
                type="number"
                inputMode="decimal"
                min={limits.autoCashoutMin}
                step="0.01"
                placeholder={t('panels.autoCashoutPlaceholder')}
                {...form.register('autoCashout')}
              />
            </>
          )}
          <SlotButton state={state} bet={bet} busy={busy} onCancel={() => bet && actions.cancel(bet.id)} onCashOut={() => bet && actions.cashOut(bet.id)} />
        </form>
      )}
      <BetOutcome slot={slot} bet={bet} />
    </section>
  );
}
