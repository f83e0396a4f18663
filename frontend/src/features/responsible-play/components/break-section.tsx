import type { BreakPeriod, ResponsiblePlay } from '@pkr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PeriodChoice } from '@/components/ui/period-choice';
import { Spinner } from '@/components/ui/spinner';
import { restrictionMessage } from '@/lib/protection/restriction-message';
import { useTakeBreak } from '../api/take-break';
import { breakLabels } from '../utils/words';
import { SectionCard } from './section-card';

const activeUntil = (at: string | null, now: Date) => (at !== null && new Date(at) > now ? new Date(at) : null);

/** A break of 24 hours, 7 days or 30 days, with its end while it lasts. */
export function BreakSection({ state, now }: { state: ResponsiblePlay; now: Date }) {
  const [period, setPeriod] = useState<BreakPeriod | null>(null);
  const takeBreak = useTakeBreak();
  const { t } = useTranslation('protection');
  const until = activeUntil(state.breakUntil, now);
  // Self-exclusion closes more than a break would, for longer; the section says so instead of offering one.
  const excluded = activeUntil(state.selfExcludedUntil, now) !== null;

  return (
    <SectionCard
      id="break"
      title={t('break.title')}
      what={<p>{t('break.what')}</p>}
    >
      {until ? (
        <p data-testid="break-state" role="status" className="rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-200">
          {restrictionMessage('break', until, now)}
        </p>
      ) : excluded ? (
        <p className="text-sm text-slate-300">{t('break.excluded')}</p>
      ) : (
        <div className="grid gap-3">
          <PeriodChoice legend={t('break.length')} labels={breakLabels()} value={period} onChange={setPeriod} />
          <Button disabled={period === null || takeBreak.isPending} onClick={() => period && takeBreak.mutate(period)}>
            {takeBreak.isPending && <Spinner />}
            {period ? t(`break.start.${period}`) : t('chooseHowLong')}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
