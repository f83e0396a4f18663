import type { AuthUser } from '@pkr/contracts';
import { cn } from '@/lib/cn';

const colours: Record<AuthUser['avatarColor'], string> = {
  blue: 'bg-blue-500',
  red: 'bg-red-500',
  green: 'bg-green-500',
  purple: 'bg-purple-500',
  orange: 'bg-orange-500',
  teal: 'bg-teal-500',
  pink: 'bg-pink-500',
  yellow: 'bg-yellow-400 text-yellow-950',
};

/** A coloured circle with the username's first letter; grey when the colour is unknown (spec section 2). */
export function PlayerAvatar({ username, avatarColor }: { username: string; avatarColor?: string }) {
  const colour = colours[avatarColor as AuthUser['avatarColor']] ?? 'bg-slate-500';
  return (
    <span aria-hidden className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-white uppercase', colour)}>
      {username.charAt(0)}
    </span>
  );
}
