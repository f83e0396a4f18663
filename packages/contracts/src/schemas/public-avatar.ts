import { z } from 'zod';
import { findAccessory } from '../avatar-catalogue';
import { avatarColorSchema, type AvatarColor } from './auth';
import { accessoryIdSchema } from './avatar';

/**
 * How another player is drawn wherever their name appears (leaderboard rows, the live table, chat): the colour
 * and what they have equipped, never what they own. The colour is null while auth cannot say (drawn grey).
 */
export const publicAvatarSchema = z.object({
  avatarColor: avatarColorSchema.nullable(),
  selectedAccessories: z.array(accessoryIdSchema),
});
export type PublicAvatar = z.infer<typeof publicAvatarSchema>;

/** The catalogue ids in a stored equipped list (JSON text); bad JSON and unknown ids read as nothing equipped. */
export function equippedIds(text: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && findAccessory(id) !== undefined) : [];
  } catch {
    return [];
  }
}

/** The public part of a stored profile: its colour and its equipped list. */
export const publicAvatarOf = (avatarColor: AvatarColor | null, selectedAccessories: string | null | undefined): PublicAvatar => ({
  avatarColor,
  selectedAccessories: equippedIds(selectedAccessories),
});
