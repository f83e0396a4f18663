import type { LeaderboardEntry } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { cn } from '@/lib/cn';
import type { LeaderboardTab } from '../utils/leaderboard-tabs';
import { AchievementBadges } from './achievement-badges';
import { podiumRow, RankMark } from './rank-mark';

/** The phone layout: one card per player, the top 3 highlighted. */
export function LeaderboardCards({ entries, tab }: { entries: LeaderboardEntry[]; tab: LeaderboardTab }) {
  const { t } = useTranslation('leaderboard');
  return (
    <ol className="grid gap-3">
      {entries.map((entry, index) => (
        <li key={entry.user.id} className={cn('rounded-xl border border-slate-800 bg-slate-900 p-4', podiumRow(index + 1))}>
          <div className="flex items-center gap-3">
            <RankMark rank={index + 1} trophy={false} />
            <Avatar username={entry.user.username} avatar={entry.user} letters={1} />
            <span className="min-w-0 flex-1 truncate font-medium text-white">{entry.user.username}</span>
            <span className="text-end">
              <span className="block text-[11px] text-slate-400">{t(`tabs.${tab.sort}.column`)}</span>
              <span dir="ltr" className="font-semibold text-emerald-300 tabular-nums">{tab.value(entry)}</span>
            </span>
          </div>
          <div className="mt-3">
            <AchievementBadges ids={entry.achievements} />
          </div>
        </li>
      ))}
    </ol>
  );
}
