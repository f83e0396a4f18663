import { pakistanTime } from '@pkr/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupeesWithPaisa } from '@/lib/format';
import { useAcknowledgeRealityCheck } from '@/lib/protection/acknowledge-reality-check';
import { usePendingRealityCheck } from '@/lib/realtime/reality-checks';

/** A PKR result with its sign, as the player reads a gain or a loss: `+Rs. 1,200`, `-Rs. 250`. */
export function signedRupees(pkr: number): string {
  const sign = pkr > 0 ? '+' : pkr < 0 ? '-' : '';
  return `${sign}${formatRupeesWithPaisa(Math.round(Math.abs(pkr) * 100) / 100)}`;
}

const keepOpen = (event: Event) => event.preventDefault();

/**
 * The reality check on a game page: how long this session has lasted and what it has won or lost. The player
 * must answer it; both answers tell the server so, because bets are refused until it hears one. Stop playing
 * answers too and then leaves for the dashboard: leaving unanswered would only make the next bet fail, with
 * no check left on screen to answer.
 */
export const RealityCheckDialog = memo(function RealityCheckDialog() {
  const check = usePendingRealityCheck();
  const acknowledge = useAcknowledgeRealityCheck();
  const navigate = useNavigate();
  const { t } = useTranslation('protection');

  const keepPlaying = () =>
    acknowledge.mutate(undefined, {
      onError: (error) => toast({ variant: 'destructive', title: t('realityCheck.title'), description: getErrorMessage(error, t('tryAgain')) }),
    });
  const stopPlaying = () => acknowledge.mutate(undefined, { onSettled: () => void navigate(paths.dashboard.getHref()) });

  return (
    <Dialog.Root open={check !== null}>
      <DialogFrame
        title={t('realityCheck.title')}
        description={t('realityCheck.description')}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        {check && (
          <dl className="grid gap-2 rounded-lg border border-slate-800 bg-slate-950/60 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-400">{t('realityCheck.timePlayed')}</dt>
              <dd data-testid="minutes-played" className="font-semibold text-white tabular-nums">{t('realityCheck.minutes', { count: check.minutesPlayed })}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-400">{t('realityCheck.netResult')}</dt>
              <dd data-testid="net-result" dir="ltr" className={check.netResult < 0 ? 'font-semibold text-red-400 tabular-nums' : 'font-semibold text-emerald-400 tabular-nums'}>
                {signedRupees(check.netResult)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-400">{t('realityCheck.sessionStarted')}</dt>
              <dd data-testid="session-started" className="font-semibold text-white tabular-nums">
                {pakistanTime(new Date(check.sessionStartedAt), new Date())}
              </dd>
            </div>
          </dl>
        )}
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={stopPlaying} disabled={acknowledge.isPending}>
            {t('realityCheck.stop')}
          </Button>
          <Button onClick={keepPlaying} disabled={acknowledge.isPending}>
            {acknowledge.isPending && <Spinner />}
            {t('realityCheck.continue')}
          </Button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
});
