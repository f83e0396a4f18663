import type { PublicAvatar } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { avatarColorClasses, avatarNoColorClass, initialsOf } from '@/lib/avatar';
import { cn } from '@/lib/cn';
import { AccessoryPicture } from './accessory-picture';
import { type AvatarSize, avatarSizes, badgePlacement, facePlacements, initialsStyle, wornItems } from './avatar-layout';
import { FrameRing } from './frame-ring';

const px = (diameter: number, fraction: number) => `${Math.round(diameter * fraction)}px`;

/**
 * A player as everyone sees them (spec section 2): their colour and initials, the equipped hat, eyewear and
 * necklace on the face, the frame round it and the badge at its corner. Without an avatar yet (still loading,
 * or not known) the face is grey and wears nothing.
 */
type AvatarProps = { username: string; avatar: PublicAvatar | undefined; size?: AvatarSize; letters?: 1 | 2; className?: string };

export function Avatar({ username, avatar, size = 'sm', letters = 2, className }: AvatarProps) {
  const diameter = avatarSizes[size];
  const { t } = useTranslation('avatar');
  const worn = wornItems(avatar?.selectedAccessories ?? []);
  const initials = initialsStyle(diameter, worn.some((item) => item.type === 'eyewear'));
  return (
    <span
      role="img"
      aria-label={t('avatarOf', { username })}
      data-avatar-size={diameter}
      className={cn('relative inline-block shrink-0 align-middle', className)}
      style={{ width: diameter, height: diameter }}
    >
      <span
        className={cn(
          'absolute inset-0 flex items-center justify-center rounded-full leading-none font-bold text-ink-on-fill',
          avatar?.avatarColor ? avatarColorClasses[avatar.avatarColor] : avatarNoColorClass,
        )}
        style={{ fontSize: initials.fontSize, paddingTop: initials.paddingTop }}
      >
        {initialsOf(username, letters)}
      </span>
      {worn.map((item) => {
        if (item.type === 'frame') return <FrameRing key={item.id} id={item.id} diameter={diameter} />;
        if (item.type === 'badge') {
          const { right, bottom, width } = badgePlacement;
          return (
            <span
              key={item.id}
              className="absolute flex items-center justify-center rounded-full bg-slate-950"
              style={{ right: px(diameter, right), bottom: px(diameter, bottom), width: px(diameter, width), height: px(diameter, width) }}
            >
              <AccessoryPicture id={item.id} className="size-[78%]" />
            </span>
          );
        }
        const { left, top, width } = facePlacements[item.type];
        return (
          <AccessoryPicture
            key={item.id}
            id={item.id}
            className="absolute max-w-none"
            style={{ left: px(diameter, left), top: px(diameter, top), width: px(diameter, width), height: px(diameter, width) }}
          />
        );
      })}
    </span>
  );
}
