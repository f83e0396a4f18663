import { accessories, type Accessory, type AvatarColor } from '@pkr/contracts';

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

/** The first two letters of the username in upper case (spec section 2). */
export const initialsOf = (username: string): string => username.slice(0, 2).toUpperCase();

/** An id list stored as JSON text; bad JSON or anything but a list of strings reads as empty (spec section 3). */
export function parseIdList(text: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The catalogue entries of the given ids, unknown ids left out. */
export const accessoriesOf = (ids: readonly string[]): Accessory[] =>
  accessories.filter((accessory) => ids.includes(accessory.id));
