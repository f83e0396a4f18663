import type { AuthUser, ParsedRequestOf } from '@pkr/contracts';
import type { BusClient, Pool } from '@pkr/platform';
import { saveAvatar } from './db/profiles';
import { findUserById } from './db/users';
import { checkEquipped, lockedAmong, parseIdList } from './domain/avatar-rules';
import { userNotFound } from './domain/auth-errors';

export interface AvatarShopDeps {
  pool: Pool;
  client: BusClient;
}

/** Saves the colour and the equipped items: owned ones, or locked ones the leaderboard says this player unlocked. */
export async function updateAvatar(
  { pool, client }: AvatarShopDeps,
  { userId, avatarColor, selectedAccessories }: ParsedRequestOf<'auth.avatar.update'>,
): Promise<AuthUser> {
  const stored = await findUserById(pool, userId);
  if (!stored) throw userNotFound();
  const owned = parseIdList(stored.user.avatarAccessories);
  const needsUnlock = lockedAmong(selectedAccessories).filter((id) => !owned.includes(id));
  const unlocked = needsUnlock.length > 0 ? (await client.call('leaderboard.player', { userId })).unlockedAccessories : [];
  checkEquipped(selectedAccessories, [...owned, ...unlocked]);
  return saveAvatar(pool, userId, { color: avatarColor, selected: selectedAccessories });
}
