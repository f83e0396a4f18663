import { achievementById, type AchievementId } from '@pkr/contracts';
import * as HoverCard from '@radix-ui/react-hover-card';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AchievementIcon } from '@/components/ui/achievement-icon';

const rarityTone = {
  common: 'text-slate-300',
  uncommon: 'text-emerald-300',
  rare: 'text-sky-300',
  epic: 'text-purple-300',
  legendary: 'text-amber-300',
} as const;

/**
 * One badge and its card. A mouse opens the card by hovering, a keyboard by focus, a finger (which never hovers) by
 * a tap; the card's text is also the button's description, so a screen reader hears it with the card closed.
 */
export function AchievementBadge({ id }: { id: AchievementId }) {
  const achievement = achievementById(id);
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('leaderboard');
  const rarity = t(`badge.rarity.${achievement.rarity}`);
  const badgeRef = useRef<HTMLButtonElement>(null);
  return (
    <HoverCard.Root open={open} onOpenChange={setOpen} openDelay={100} closeDelay={100}>
      <HoverCard.Trigger asChild>
        <button
          ref={badgeRef}
          type="button"
          aria-label={achievement.name}
          aria-describedby={descriptionId}
          onClick={() => setOpen(true)}
          className="inline-flex size-8 items-center justify-center rounded-full border focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none"
          style={{ borderColor: achievement.colour, backgroundColor: `${achievement.colour}26`, color: achievement.colour }}
        >
          <AchievementIcon name={achievement.icon} />
        </button>
      </HoverCard.Trigger>
      <span id={descriptionId} hidden>
        {t('badge.described', { rarity, description: achievement.description, howToEarn: achievement.howToEarn })}
      </span>
      <HoverCard.Portal>
        <HoverCard.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          // A press on the badge itself is its own click, not a press outside that would close the card first.
          onPointerDownOutside={(event) => {
            if (badgeRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 w-64 rounded-xl border border-slate-700 bg-slate-900 p-4 text-start shadow-xl"
        >
          <p className="flex items-center gap-2 font-semibold text-white">
            <span style={{ color: achievement.colour }}>
              <AchievementIcon name={achievement.icon} />
            </span>
            {achievement.name}
          </p>
          <p className={`text-xs font-medium capitalize ${rarityTone[achievement.rarity]}`}>{rarity}</p>
          <p className="mt-2 text-sm text-slate-300">{achievement.description}</p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">{t('badge.howToEarn')}</p>
          <p className="text-sm text-slate-200">{achievement.howToEarn}</p>
          <HoverCard.Arrow className="fill-slate-700" />
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
