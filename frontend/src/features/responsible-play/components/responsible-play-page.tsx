import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '@/components/ui/back-to-dashboard';
import { useResponsiblePlay } from '@/lib/protection/responsible-play-state';
import { useNow } from '@/lib/live-game/use-now';
import { getErrorMessage } from '@/lib/api-client';
import { BreakSection } from './break-section';
import { HelpSection } from './help-section';
import { HistorySection } from './history-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';
import { SelfExclusionSection } from './self-exclusion-section';

/** A minute is fine enough for a break's or a waiting raise's end to show as passed. */
const CLOCK_MS = 60_000;

/** /responsible-play: every protection tool with its state, what it does, its history, and where to get help. */
export function ResponsiblePlayPage() {
  const state = useResponsiblePlay();
  const now = new Date(useNow(true, CLOCK_MS));
  const { t } = useTranslation('protection');

  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackToDashboard className="justify-self-start" />
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-white">{t('page.title')}</h1>
        <p className="max-w-2xl text-sm leading-relaxed text-slate-400">
          {t('page.lead')}
        </p>
      </header>
      {state.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="grid content-start gap-6">
            <LimitsSection state={state.data} now={now} />
            <RealityCheckSection state={state.data} />
          </div>
          <div className="grid content-start gap-6">
            <BreakSection state={state.data} now={now} />
            <SelfExclusionSection state={state.data} now={now} />
            <HistorySection now={now} />
            <HelpSection />
          </div>
        </div>
      ) : state.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {getErrorMessage(state.error, t('page.failed'))}
        </p>
      ) : (
        <p className="text-sm text-slate-400">{t('page.loading')}</p>
      )}
      {!state.data && <HelpSection />}
    </main>
  );
}
