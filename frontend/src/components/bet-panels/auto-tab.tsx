import { autoplayLimits, type BetSlot, limits } from '@pkr/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupeesWithPaisa } from '@/lib/format';
import { startAutoplay, stopAutoplay } from '@/lib/live-game/autoplay-api';
import { autoplayStopTexts } from '@/lib/live-game/autoplay-reasons';
import { useAutoplay } from '@/lib/live-game/use-autoplay';
import { useExclusive } from '@/lib/use-exclusive';
import { useZodForm } from '@/lib/use-zod-form';
import type { BetGame } from './bet-game';
import { autoplayFormSchema, autoplayRequest } from './autoplay-form-schema';
import { PanelField } from './panel-field';

/** The net so far with its sign, to the paisa: '+Rs. 5.50', '-Rs. 10'. */
const signedRupees = (net: number) => `${net < 0 ? '-' : '+'}${formatRupeesWithPaisa(Math.abs(net))}`;

const initialValues = { amount: '10', autoCashout: '2.00', rounds: '10', stopIfBalanceDecreasesBy: '', stopIfBalanceIncreasesBy: '', stopIfSingleWinExceeds: '' };

/**
 * A bet panel's Auto tab: the bet, how many rounds, its auto cash-out and the stops (the loss stop stops it once the
 * balance has fallen by that much, the win stop once it has risen by that much, the single win stop once one bet
 * pays that much), then Start. While it runs the
 * tab shows the rounds left, the net and Stop; once it stops, why.
 */
export function AutoTab({ game, slot }: { game: BetGame; slot: BetSlot }) {
  const form = useZodForm(autoplayFormSchema, initialValues);
  const autoplay = useAutoplay(game.gameType, slot);
  const start = useMutation({
    mutationFn: startAutoplay,
    onSuccess: () => {
      toast({ title: 'Auto-play started', description: 'It bets from the next round.' });
      autoplay.started();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Auto-play not started', description: getErrorMessage(error, 'Please try again.') }),
  });
  const stop = useMutation({
    mutationFn: stopAutoplay,
    onSuccess: ({ id }) => autoplay.stopped(id),
    onError: (error) => toast({ variant: 'destructive', title: 'Stop failed', description: getErrorMessage(error, 'Please try again.') }),
  });
  const askStart = useExclusive(start.mutate);
  const askStop = useExclusive(stop.mutate);
  const fieldId = (name: string) => `${game.gameType}-auto-${name}-${slot}`;
  const { running } = autoplay;

  if (running) {
    return (
      <div className="grid gap-2" aria-label={`Auto-play ${slot}`} role="group">
        <dl className="grid grid-cols-2 gap-1 text-xs text-slate-300">
          <dt>Rounds left</dt>
          <dd data-testid="autoplay-rounds-left" className="text-end font-semibold text-white tabular-nums">
            {running.roundsLeft}
          </dd>
          <dt>Net</dt>
          <dd className={`text-end font-semibold tabular-nums ${running.net < 0 ? 'text-red-400' : 'text-emerald-400'}`}>{signedRupees(running.net)}</dd>
        </dl>
        <Button type="button" size="lg" variant="secondary" disabled={stop.isPending} onClick={() => askStop(running.id)} className="h-14 w-full px-2 text-lg">
          {stop.isPending && <Spinner />}
          Stop
        </Button>
      </div>
    );
  }

  return (
    <form noValidate aria-label={`Auto-play ${slot} form`} onSubmit={form.handleSubmit((values) => askStart(autoplayRequest(game.gameType, slot, values)))} className="grid gap-2">
      <div className="grid grid-cols-2 gap-2">
        <PanelField id={fieldId('amount')} label="Bet (PKR)" type="number" inputMode="decimal" min={limits.betMinPkr} step="0.01" {...form.register('amount')} />
        <PanelField
          id={fieldId('rounds')}
          label="Rounds"
          type="number"
          inputMode="numeric"
          min={autoplayLimits.roundsMin}
          max={autoplayLimits.roundsMax}
          step="1"
          {...form.register('rounds')}
        />
      </div>
      <PanelField id={fieldId('cashout')} label="Auto cash-out" type="number" inputMode="decimal" min={limits.autoCashoutMin} step="0.01" {...form.register('autoCashout')} />
      <PanelField id={fieldId('loss')} label="Loss stop (PKR)" type="number" inputMode="decimal" step="0.01" placeholder="Required" {...form.register('stopIfBalanceDecreasesBy')} />
      <PanelField id={fieldId('win')} label="Win stop (PKR)" type="number" inputMode="decimal" step="0.01" placeholder="Off" {...form.register('stopIfBalanceIncreasesBy')} />
      <PanelField id={fieldId('single')} label="Single win stop (PKR)" type="number" inputMode="decimal" step="0.01" placeholder="Off" {...form.register('stopIfSingleWinExceeds')} />
      {autoplay.stoppedReason && (
        <p role="status" className="text-xs font-medium text-amber-300">
          Auto-play stopped: {autoplayStopTexts[autoplay.stoppedReason]}
        </p>
      )}
      <Button type="submit" size="lg" disabled={start.isPending} className="h-14 w-full px-2 text-lg">
        {start.isPending && <Spinner />}
        Start
      </Button>
    </form>
  );
}
