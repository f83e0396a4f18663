import { accessoryIdSchema, type AuthUser, type PublicAvatar } from '@pkr/contracts';
import { z } from 'zod';

const equippedSchema = z.array(accessoryIdSchema).catch([]);

/** How others see the writer: the colour and the equipped accessories auth keeps as a JSON list. */
export function publicAvatarOf(user: Pick<AuthUser, 'avatarColor' | 'selectedAccessories'>): PublicAvatar {
  let equipped: unknown;
  try {
    equipped = JSON.parse(user.selectedAccessories);
  } catch {
    equipped = [];
  }
  return { avatarColor: user.avatarColor, selectedAccessories: equippedSchema.parse(equipped) };
}
