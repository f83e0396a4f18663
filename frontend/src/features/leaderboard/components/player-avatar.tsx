import type { AvatarColor } from '@pkr/contracts';
import { avatarColorClasses, avatarNoColorClass } from '@/lib/avatar';
import { cn } from '@/lib/cn';

/** A coloured circle with the username's first letter; grey when the colour is unknown (spec section 2). */
export function PlayerAvatar({ username, avatarColor }: { username: string; avatarColor: AvatarColor | null }) {
  const colour = avatarColor ? avatarColorClasses[avatarColor] : avatarNoColorClass;
  return (
    <span aria-hidden className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-ink-on-fill uppercase', colour)}>
      {username.charAt(0)}
    </span>
  );
}
