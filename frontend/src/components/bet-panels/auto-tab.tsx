import { autoplayLimits, type BetSlot, limits } from '@pkr/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupeesWithPaisa } from '@/lib/format';
import { startAutoplay, stopAutoplay } from '@/lib/live-game/autoplay-api';
import { autoplayStopText } from '@/lib/live-game/autoplay-reasons';
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
  const { t } = useTranslation('game');
  const form = useZodForm(autoplayFormSchema, initialValues);
  const autoplay = useAutoplay(game.gameType, slot);
  const start = useMutation({
    mutationFn: startAutoplay,
    onSuccess: () => {
      toast({ title: t('auto.started.title'), description: t('auto.started.description') });
      autoplay.started();
    },
    onError: (error) => toast({ variant: 'destructive', title: t('auto.notStarted'), description: getErrorMessage(error, t('auto.tryAgain')) }),
  });
  const stop = useMutation({
    mutationFn: stopAutoplay,
    onSuccess: ({ id }) => autoplay.stopped(id),
    onError: (error) => toast({ variant: 'destructive', title: t('auto.stopFailed'), description: getErrorMessage(error, t('auto.tryAgain')) }),
  });
  const askStart = useExclusive(start.mutate);
  const askStop = useExclusive(stop.mutate);
  const fieldId = (name: string) => `${game.gameType}-auto-${name}-${slot}`;
  const { running } = autoplay;

  if (running) {
    return (
      <div className="grid gap-2" aria-label={t('auto.group', { slot })} role="group">
        <dl className="grid grid-cols-2 gap-1 text-xs text-slate-300">
          <dt>{t('auto.roundsLeft')}</dt>
          <dd data-testid="autoplay-rounds-left" className="text-end font-semibold text-white tabular-nums">
            {running.roundsLeft}
          </dd>
          <dt>{t('auto.net')}</dt>
          <dd className={`text-end font-semibold tabular-nums ${running.net < 0 ? 'text-red-400' : 'text-emerald-400'}`}>
            <bdi>{signedRupees(running.net)}</bdi>
          </dd>
        </dl>
        <Button type="button" size="panel" variant="secondary" disabled={stop.isPending} onClick={() => askStop(running.id)} className="w-full">
          {stop.isPending && <Spinner />}
          {t('auto.stop')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate aria-label={t('auto.form', { slot })} onSubmit={form.handleSubmit((values) => askStart(autoplayRequest(game.gameType, slot, values)))} className="grid gap-2">
      <div className="grid grid-cols-2 gap-2">
        <PanelField id={fieldId('amount')} label={t('auto.amount')} type="number" inputMode="decimal" min={limits.betMinPkr} step="0.01" {...form.register('amount')} />
        <PanelField
          id={fieldId('rounds')}
          label={t('auto.rounds')}
          type="number"
          inputMode="numeric"
          min={autoplayLimits.roundsMin}
          max={autoplayLimits.roundsMax}
          step="1"
          {...form.register('rounds')}
        />
      </div>
      <PanelField id={fieldId('cashout')} label={t('auto.autoCashout')} type="number" inputMode="decimal" min={limits.autoCashoutMin} step="0.01" {...form.register('autoCashout')} />
      <PanelField id={fieldId('loss')} label={t('auto.lossStop')} type="number" inputMode="decimal" step="0.01" placeholder={t('auto.required')} {...form.register('stopIfBalanceDecreasesBy')} />
      <PanelField id={fieldId('win')} label={t('auto.winStop')} type="number" inputMode="decimal" step="0.01" placeholder={t('auto.off')} {...form.register('stopIfBalanceIncreasesBy')} />
      <PanelField id={fieldId('single')} label={t('auto.singleWinStop')} type="number" inputMode="decimal" step="0.01" placeholder={t('auto.off')} {...form.register('stopIfSingleWinExceeds')} />
      {autoplay.stoppedReason && (
        <p role="status" className="text-xs font-medium text-amber-300">
          {t('auto.stopped', { reason: autoplayStopText(autoplay.stoppedReason) })}
        </p>
      )}
      <Button type="submit" size="panel" disabled={start.isPending} className="w-full">
        {start.isPending && <Spinner />}
        {t('auto.start')}
      </Button>
    </form>
  );
}
