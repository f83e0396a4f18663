import type { PlayerAvatar } from '@pkr/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';

/** A player in a table row: their avatar (grey until it loads) and their name, cut short when long. */
export function PlayerCell({ username, avatar }: { username: string; avatar: PlayerAvatar | undefined }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <UserAvatar user={avatar ?? { username, avatarColor: undefined }} size="xs" />
      <span className="truncate" title={username}>
        {username}
      </span>
    </span>
  );
}
