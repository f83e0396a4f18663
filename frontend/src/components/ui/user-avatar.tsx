import type { PublicUser } from '@pkr/contracts';
import { accessoriesOf, avatarColorClasses, avatarNoColorClass, initialsOf, parseIdList } from '@/lib/avatar';
import { cn } from '@/lib/cn';

const frameRings: Record<string, string> = {
  fire_frame: 'ring-orange-500',
  ice_frame: 'ring-cyan-300',
  rainbow_frame: 'ring-fuchsia-400',
};

const sizes = { xs: 'size-7 text-[10px]', sm: 'size-9 text-xs', md: 'size-12 text-sm', lg: 'size-24 text-3xl' } as const;

/** Without a known colour (not loaded yet) the circle is grey. */
type AvatarUser = Pick<PublicUser, 'username'> & { avatarColor: PublicUser['avatarColor'] | undefined } & Partial<Pick<PublicUser, 'selectedAccessories'>>;

/** The player's circle: their colour, the first two letters of the name, the equipped frame and items (spec section 2). */
export function UserAvatar({ user, size = 'sm', className }: { user: AvatarUser; size?: keyof typeof sizes; className?: string }) {
  const equipped = accessoriesOf(parseIdList(user.selectedAccessories));
  const frame = equipped.find((item) => item.type === 'frame');
  const worn = equipped.filter((item) => item.type !== 'frame');
  return (
    <span className={cn('relative inline-flex shrink-0', className)}>
      <span
        aria-label={`${user.username}'s avatar`}
        role="img"
        className={cn(
          'inline-flex items-center justify-center rounded-full font-bold text-ink-on-fill',
          sizes[size],
          user.avatarColor ? avatarColorClasses[user.avatarColor] : avatarNoColorClass,
          frame && cn('ring-2 ring-offset-2 ring-offset-slate-950', frameRings[frame.id]),
        )}
      >
        {initialsOf(user.username)}
      </span>
      {worn.length > 0 && (
        <span aria-hidden="true" className={cn('absolute -top-1 -end-2 leading-none', size === 'lg' ? 'text-2xl' : 'text-xs')}>
          {worn.map((item) => item.icon).join('')}
        </span>
      )}
    </span>
  );
}
