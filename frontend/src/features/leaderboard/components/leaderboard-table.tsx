import type { LeaderboardEntry } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { cn } from '@/lib/cn';
import type { LeaderboardTab } from '../utils/leaderboard-tabs';
import { AchievementBadges } from './achievement-badges';
import { podiumRow, RankMark } from './rank-mark';

/** The desktop table: Rank, Player, Achievements and the tab's value; trophies on the top 3. */
export function LeaderboardTable({ entries, tab }: { entries: LeaderboardEntry[]; tab: LeaderboardTab }) {
  const { t } = useTranslation('leaderboard');
  return (
    <table className="w-full text-start">
      <thead className="text-xs tracking-wide text-slate-400 uppercase">
        <tr className="border-b border-slate-800">
          <th scope="col" className="w-24 px-4 py-3 font-semibold">{t('table.rank')}</th>
          <th scope="col" className="px-4 py-3 font-semibold">{t('table.player')}</th>
          <th scope="col" className="px-4 py-3 font-semibold">{t('table.achievements')}</th>
          <th scope="col" className="px-4 py-3 text-end font-semibold">{t(`tabs.${tab.sort}.column`)}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={entry.user.id} className={cn('border-b border-slate-800/60 last:border-0', podiumRow(index + 1))}>
            <td className="px-4 py-3">
              <RankMark rank={index + 1} trophy />
            </td>
            <td className="px-4 py-3">
              <span className="flex items-center gap-3">
                <Avatar username={entry.user.username} avatar={entry.user} letters={1} />
                <span className="font-medium text-white">{entry.user.username}</span>
              </span>
            </td>
            <td className="px-4 py-3">
              <AchievementBadges ids={entry.achievements} />
            </td>
            <td className="px-4 py-3 text-end font-semibold text-emerald-300 tabular-nums">
              <span dir="ltr">{tab.value(entry)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
