import { z } from 'zod';
import { avatarColorSchema } from './auth';
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
