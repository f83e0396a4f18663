import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const podium = ['text-amber-300', 'text-slate-200', 'text-orange-400'] as const;

/** The rank; the top 3 get a trophy in gold, silver and bronze (the desktop table). */
export function RankMark({ rank, trophy }: { rank: number; trophy: boolean }) {
  const tone = podium[rank - 1];
  const { t } = useTranslation('leaderboard');
  return (
    <span dir="ltr" className={cn('inline-flex items-center gap-1.5 font-bold tabular-nums', tone ?? 'text-slate-400')}>
      {trophy && tone && (
        <svg aria-label={t('trophy')} role="img" viewBox="0 0 24 24" className="size-5 fill-current">
          <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.7V7Zm10 0v2.7A2 2 0 0 0 18 8V7h-1Z" />
        </svg>
      )}
      #{rank}
    </span>
  );
}

/** The background of a top-3 row or card. */
export const podiumRow = (rank: number) => (rank <= 3 ? 'bg-amber-400/5 ring-1 ring-inset ring-amber-400/20' : '');
