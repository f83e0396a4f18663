import type { LeaderboardEntry } from '@pkr/contracts';
import { Avatar } from '@/components/avatar/avatar';
import { cn } from '@/lib/cn';
import type { LeaderboardTab } from '../utils/leaderboard-tabs';
import { AchievementBadges } from './achievement-badges';
import { podiumRow, RankMark } from './rank-mark';

/** The desktop table: Rank, Player, Achievements and the tab's value; trophies on the top 3. */
export function LeaderboardTable({ entries, tab }: { entries: LeaderboardEntry[]; tab: LeaderboardTab }) {
  return (
    <table className="w-full text-start">
      <thead className="text-xs tracking-wide text-slate-400 uppercase">
        <tr className="border-b border-slate-800">
          <th scope="col" className="w-24 px-4 py-3 font-semibold">Rank</th>
          <th scope="col" className="px-4 py-3 font-semibold">Player</th>
          <th scope="col" className="px-4 py-3 font-semibold">Achievements</th>
          <th scope="col" className="px-4 py-3 text-end font-semibold">{tab.column}</th>
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
            <td className="px-4 py-3 text-end font-semibold text-emerald-300 tabular-nums">{tab.value(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
