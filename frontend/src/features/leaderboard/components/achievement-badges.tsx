import { achievementById, type AchievementId } from '@pkr/contracts';
import * as HoverCard from '@radix-ui/react-hover-card';
import { AchievementIcon } from '@/components/ui/achievement-icon';

const rarityTone = {
  common: 'text-slate-300',
  uncommon: 'text-emerald-300',
  rare: 'text-sky-300',
  epic: 'text-purple-300',
  legendary: 'text-amber-300',
} as const;

function AchievementBadge({ id }: { id: AchievementId }) {
  const achievement = achievementById(id);
  return (
    <HoverCard.Root openDelay={100} closeDelay={100}>
      <HoverCard.Trigger asChild>
        <button
          type="button"
          aria-label={achievement.name}
          className="inline-flex size-8 items-center justify-center rounded-full border focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none"
          style={{ borderColor: achievement.colour, backgroundColor: `${achievement.colour}26`, color: achievement.colour }}
        >
          <AchievementIcon name={achievement.icon} />
        </button>
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-64 rounded-xl border border-slate-700 bg-slate-900 p-4 text-start shadow-xl"
        >
          <p className="flex items-center gap-2 font-semibold text-white">
            <span style={{ color: achievement.colour }}>
              <AchievementIcon name={achievement.icon} />
            </span>
            {achievement.name}
          </p>
          <p className={`text-xs font-medium capitalize ${rarityTone[achievement.rarity]}`}>{achievement.rarity}</p>
          <p className="mt-2 text-sm text-slate-300">{achievement.description}</p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">How to earn</p>
          <p className="text-sm text-slate-200">{achievement.howToEarn}</p>
          <HoverCard.Arrow className="fill-slate-700" />
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}

/** A player's badges, each explained on hover or focus; 'No achievements yet' without any. */
export function AchievementBadges({ ids }: { ids: readonly AchievementId[] }) {
  if (ids.length === 0) return <span className="text-sm text-slate-500">No achievements yet</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {ids.map((id) => (
        <AchievementBadge key={id} id={id} />
      ))}
    </span>
  );
}
