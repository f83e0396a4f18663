import { type AuthUser, paisaToPkr, pkrToPaisa, type ParsedRequestOf, type ReplyOf } from '@pkr/contracts';
import { type BusClient, type Pool, withTransaction } from '@pkr/platform';
import { lockAvatar, saveAvatar } from './db/profiles';
import { findUserById } from './db/users';
import { checkEquipped, checkPurchase, equip, lockedAmong, parseIdList, withItem } from './domain/avatar-rules';
import { userNotFound } from './domain/auth-errors';

export interface AvatarShopDeps {
  pool: Pool;
  client: BusClient;
}

/** One transfer id per player and item: a retried purchase is the same transfer, so it never charges twice. */
export const purchaseTransferId = (userId: string, accessoryId: string) => `purchase:${userId}:${accessoryId}`;

/**
 * Charges first, then records ownership (and equips the item). If recording fails after the charge, the player
 * retries: the item is still not owned, the debit with the same id answers the first transfer without moving
 * money again, and the ownership is recorded then.
 */
export async function purchaseAccessory(
  { pool, client }: AvatarShopDeps,
  { userId, accessoryId, pricePkr }: ParsedRequestOf<'auth.avatar.purchase'>,
): Promise<ReplyOf<'auth.avatar.purchase'>> {
  const stored = await findUserById(pool, userId);
  if (!stored) throw userNotFound();
  const item = checkPurchase(accessoryId, pricePkr, parseIdList(stored.user.avatarAccessories));
  await client.call('wallet.debit', {
    transferId: purchaseTransferId(userId, item.id),
    userId,
    amount: pkrToPaisa(item.pricePkr),
    kind: 'purchase',
    memo: `Avatar accessory: ${item.name}`,
  });
  const user = await withTransaction(pool, async (db) => {
    const avatar = await lockAvatar(db, userId);
    if (!avatar) throw userNotFound();
    return saveAvatar(db, userId, {
      owned: withItem(parseIdList(avatar.owned), item.id),
      selected: equip(parseIdList(avatar.selected), item.id),
    });
  });
  const { balance } = await client.call('wallet.balance', { userId });
  return { newBalance: paisaToPkr(balance), avatarAccessories: user.avatarAccessories, selectedAccessories: user.selectedAccessories };
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
