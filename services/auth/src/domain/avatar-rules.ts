import { type Accessory, AppError, findAccessory } from '@pkr/contracts';

export const avatarMessages = {
  unknownItem: 'Item not found',
  notForSale: 'This item cannot be purchased directly.',
  priceChanged: 'The price of this item has changed. Please refresh and try again.',
  alreadyOwned: 'You already own this item',
  notOwned: 'You do not own this item',
  onePerType: 'Only one item per type may be equipped',
} as const;

/** An id list stored as JSON text; bad JSON reads as an empty list (spec section 3). */
export function parseIdList(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What a purchase may charge: the catalogue's price, only for a known, priced item the player does not own and
 * only when the client shows the same price (a forged or stale price is refused, nothing moves).
 */
export function checkPurchase(accessoryId: string, pricePkr: number, owned: readonly string[]): Accessory & { pricePkr: number } {
  const item = findAccessory(accessoryId);
  if (!item) throw new AppError('NOT_FOUND', avatarMessages.unknownItem);
  if (item.pricePkr === null) throw new AppError('VALIDATION', avatarMessages.notForSale);
  if (pricePkr !== item.pricePkr) throw new AppError('VALIDATION', avatarMessages.priceChanged);
  if (owned.includes(item.id)) throw new AppError('CONFLICT', avatarMessages.alreadyOwned);
  return { ...item, pricePkr: item.pricePkr };
}

/** Adds an item to a list without repeating it. */
export const withItem = (ids: readonly string[], id: string): string[] => (ids.includes(id) ? [...ids] : [...ids, id]);

/** Equips `id`, replacing the equipped item of the same type (spec section 4: one per type). */
export function equip(selected: readonly string[], id: string): string[] {
  const type = findAccessory(id)?.type;
  return [...selected.filter((other) => findAccessory(other)?.type !== type), id];
}

/** An equipped list may hold only items the player owns or has unlocked, one per type. */
export function checkEquipped(selected: readonly string[], usable: readonly string[]): void {
  const types = new Set<string>();
  for (const id of selected) {
    const item = findAccessory(id);
    if (!item) throw new AppError('NOT_FOUND', avatarMessages.unknownItem);
    if (!usable.includes(id)) throw new AppError('FORBIDDEN', avatarMessages.notOwned);
    if (types.has(item.type)) throw new AppError('VALIDATION', avatarMessages.onePerType);
    types.add(item.type);
  }
}

/** The locked items (unlocked by play, not bought) among `ids`. */
export const lockedAmong = (ids: readonly string[]): string[] => ids.filter((id) => findAccessory(id)?.pricePkr === null);
