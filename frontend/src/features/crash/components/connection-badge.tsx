import { useTranslation } from 'react-i18next';
import type { RealtimeSnapshot } from '@/lib/realtime/store';
import { cn } from '@/lib/cn';

/** Whether the page is live, on the polling fallback, or reconnecting. */
export function ConnectionBadge({ connection }: { connection: RealtimeSnapshot }) {
  const { t } = useTranslation('game');
  const live = connection.status === 'open';
  const label = t(live ? 'connection.live' : connection.usingFallback ? 'connection.polling' : 'connection.connecting');
  return (
    <span
      title={connection.error ?? undefined}
      className="inline-flex items-center gap-2 rounded-full border border-slate-700 px-2 py-1 text-xs font-semibold text-slate-300 sm:px-3"
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', live ? 'bg-emerald-400' : 'animate-pulse bg-amber-400')} />
      {/* A phone's header has no room for the word beside the balance: the dot says it there, the stage says it in words. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </span>
  );
}
