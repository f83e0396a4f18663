import { protectionMessages, type ExclusionPeriod, type ResponsiblePlay } from '@pkr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PeriodChoice } from '@/components/ui/period-choice';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/auth/current-user';
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
  const until = state.selfExcludedUntil !== null && new Date(state.selfExcludedUntil) > now ? new Date(state.selfExcludedUntil) : null;

  // The server has ended every session of the player, this one too: the app says so and goes to the login.
  const excluded = (next: ResponsiblePlay) => {
    const end = new Date(next.selfExcludedUntil!);
    toast({ title: 'You are self-excluded', description: `${protectionMessages.selfExcluded(end, new Date())} Log in again to withdraw your balance.` });
    endSession(queryClient);
    void navigate(paths.auth.getHref(), { replace: true });
  };

  return (
    <SectionCard
      id="self-exclusion"
      title="Self-exclusion"
      what={
        <p>
          For a longer stop. Betting, deposits and purchases close for the whole period and every session ends at once. Withdrawals
          stay open. Once started it cannot be undone or shortened, by you or by anyone else.
        </p>
      }
    >
      {until ? (
        <p data-testid="exclusion-state" role="status" className="rounded-lg border border-red-400/30 bg-red-400/10 px-3 py-2 text-sm text-red-200">
          {protectionMessages.selfExcluded(until, now)}
        </p>
      ) : (
        <div className="grid gap-3">
          <PeriodChoice legend="Length of the self-exclusion" labels={exclusionLabels} value={period} onChange={setPeriod} />
          <Button variant="outline" disabled={period === null} onClick={() => setConfirming(period)}>
            {period ? `Exclude myself for ${exclusionLabels[period]}` : 'Choose how long'}
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
