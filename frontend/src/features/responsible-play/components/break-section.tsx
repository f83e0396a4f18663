import { protectionMessages, type BreakPeriod, type ResponsiblePlay } from '@pkr/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PeriodChoice } from '@/components/ui/period-choice';
import { Spinner } from '@/components/ui/spinner';
import { useTakeBreak } from '../api/take-break';
import { breakLabels, breakStartLabels } from '../utils/words';
import { SectionCard } from './section-card';

const activeUntil = (at: string | null, now: Date) => (at !== null && new Date(at) > now ? new Date(at) : null);

/** A break of 24 hours, 7 days or 30 days, with its end while it lasts. */
export function BreakSection({ state, now }: { state: ResponsiblePlay; now: Date }) {
  const [period, setPeriod] = useState<BreakPeriod | null>(null);
  const takeBreak = useTakeBreak();
  const until = activeUntil(state.breakUntil, now);
  // Self-exclusion closes more than a break would, for longer; the section says so instead of offering one.
  const excluded = activeUntil(state.selfExcludedUntil, now) !== null;

  return (
    <SectionCard
      id="break"
      title="Take a break"
      what={
        <p>
          A break pauses betting, deposits and avatar purchases for the time you choose. You can still log in, see your balance and
          withdraw. A break cannot be ended early.
        </p>
      }
    >
      {until ? (
        <p data-testid="break-state" role="status" className="rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-200">
          {protectionMessages.onBreak(until, now)}
        </p>
      ) : excluded ? (
        <p className="text-sm text-slate-300">You are self-excluded, which already closes everything a break would.</p>
      ) : (
        <div className="grid gap-3">
          <PeriodChoice legend="Length of the break" labels={breakLabels} value={period} onChange={setPeriod} />
          <Button disabled={period === null || takeBreak.isPending} onClick={() => period && takeBreak.mutate(period)}>
            {takeBreak.isPending && <Spinner />}
            {period ? breakStartLabels[period] : 'Choose how long'}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
