import type { ExclusionPeriod, ResponsiblePlay } from '@pkr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PeriodChoice } from '@/components/ui/period-choice';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/auth/current-user';
import { restrictionMessage } from '@/lib/protection/restriction-message';
import { useSelfExclude } from '../api/self-exclude';
import { exclusionLabels } from '../utils/words';
import { SectionCard } from './section-card';
import { SelfExclusionDialog } from './self-exclusion-dialog';

/** Self-exclusion for 6 months, 1 year or 5 years, confirmed in a dialog; its end while it lasts. */
export function SelfExclusionSection({ state, now }: { state: ResponsiblePlay; now: Date }) {
  const [period, setPeriod] = useState<ExclusionPeriod | null>(null);
  const [confirming, setConfirming] = useState<ExclusionPeriod | null>(null);
  const selfExclude = useSelfExclude();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('protection');
  const until = state.selfExcludedUntil !== null && new Date(state.selfExcludedUntil) > now ? new Date(state.selfExcludedUntil) : null;

  // The server has ended every session of the player, this one too: the app says so and goes to the login.
  const excluded = (next: ResponsiblePlay) => {
    const end = new Date(next.selfExcludedUntil!);
    toast({
      title: t('exclusion.done.title'),
      description: t('exclusion.done.description', { message: restrictionMessage('self-excluded', end, new Date()) }),
    });
    endSession(queryClient);
    void navigate(paths.auth.getHref(), { replace: true });
  };

  return (
    <SectionCard
      id="self-exclusion"
      title={t('exclusion.title')}
      what={<p>{t('exclusion.what')}</p>}
    >
      {until ? (
        <p data-testid="exclusion-state" role="status" className="rounded-lg border border-red-400/30 bg-red-400/10 px-3 py-2 text-sm text-red-200">
          {restrictionMessage('self-excluded', until, now)}
        </p>
      ) : (
        <div className="grid gap-3">
          <PeriodChoice legend={t('exclusion.length')} labels={exclusionLabels()} value={period} onChange={setPeriod} />
          <Button variant="outline" disabled={period === null} onClick={() => setConfirming(period)}>
            {period ? t('exclusion.start', { period: exclusionLabels()[period] }) : t('chooseHowLong')}
          </Button>
          <SelfExclusionDialog
            period={confirming}
            onOpenChange={(open) => !open && setConfirming(null)}
            onConfirm={(chosen) => selfExclude.mutate(chosen, { onSuccess: excluded })}
            pending={selfExclude.isPending}
          />
        </div>
      )}
    </SectionCard>
  );
}
