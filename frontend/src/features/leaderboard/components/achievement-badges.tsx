import type { AchievementId } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { AchievementBadge } from './achievement-badge';

/** A player's badges, each explained on hover, focus or tap; 'No achievements yet' without any. */
export function AchievementBadges({ ids }: { ids: readonly AchievementId[] }) {
  const { t } = useTranslation('leaderboard');
  if (ids.length === 0) return <span className="text-sm text-slate-500">{t('noAchievements')}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {ids.map((id) => (
        <AchievementBadge key={id} id={id} />
      ))}
    </span>
  );
}
