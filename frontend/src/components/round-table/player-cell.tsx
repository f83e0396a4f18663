import { type PlayerAvatar, publicAvatarOf } from '@pkr/contracts';
import { Avatar } from '@/components/avatar/avatar';

/** A player in a table row: their avatar (grey until it loads) and their name, cut short when long. */
export function PlayerCell({ username, avatar }: { username: string; avatar: PlayerAvatar | undefined }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar username={username} avatar={avatar && publicAvatarOf(avatar.avatarColor, avatar.selectedAccessories)} size="xs" />
      <span className="truncate" title={username}>
        {username}
      </span>
    </span>
  );
}
