import type { AvatarColor } from '@pkr/contracts';

/** The eight avatar colours (spec section 3) as the circle's background. */
export const avatarColorClasses: Record<AvatarColor, string> = {
  blue: 'bg-blue-600',
  red: 'bg-red-600',
  green: 'bg-green-700',
  purple: 'bg-purple-600',
  orange: 'bg-orange-700',
  teal: 'bg-teal-700',
  pink: 'bg-pink-600',
  yellow: 'bg-yellow-700',
};

/** A player's circle without a known colour. */
export const avatarNoColorClass = 'bg-avatar-none';

/** The first letters of the username in upper case: two in the bar and the shop, one on the leaderboard (spec section 2). */
export const initialsOf = (username: string, letters: 1 | 2 = 2): string => username.slice(0, letters).toUpperCase();

/** An id list stored as JSON text; bad JSON or anything but a list of strings reads as empty (spec section 3). */
export function parseIdList(text: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
