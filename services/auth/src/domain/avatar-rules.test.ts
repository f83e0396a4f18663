import { describe, expect, it } from 'vitest';
import { avatarMessages, checkEquipped, checkPurchase, equip, lockedAmong, parseIdList } from './avatar-rules';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
};

describe('avatar purchases', () => {
  it('charges the catalogue price of a priced item the player does not own', () => {
    expect(checkPurchase('basic_cap', 50, [])).toMatchObject({ id: 'basic_cap', pricePkr: 50, type: 'hat' });
  });

  it('refuses a price that differs from the catalogue, even a higher one', () => {
    expect(refusal(() => checkPurchase('crown', 1, []))).toEqual({ code: 'VALIDATION', message: avatarMessages.priceChanged });
    expect(refusal(() => checkPurchase('crown', 1001, []))).toEqual({ code: 'VALIDATION', message: avatarMessages.priceChanged });
  });

  it('refuses unknown, locked and already-owned items', () => {
    expect(refusal(() => checkPurchase('golden_helmet', 50, []))).toEqual({ code: 'NOT_FOUND', message: 'Item not found' });
    expect(refusal(() => checkPurchase('winner_badge', 0, []))).toEqual({
      code: 'VALIDATION',
      message: 'This item cannot be purchased directly.',
    });
    expect(refusal(() => checkPurchase('basic_cap', 50, ['basic_cap']))).toEqual({ code: 'CONFLICT', message: avatarMessages.alreadyOwned });
  });
});

describe('equipped accessories', () => {
  it('equipping replaces the item of the same type and keeps the others', () => {
    expect(equip(['basic_cap', 'sunglasses'], 'crown')).toEqual(['sunglasses', 'crown']);
  });

  it('accepts owned or unlocked items, one per type', () => {
    expect(() => checkEquipped(['basic_cap', 'winner_badge'], ['basic_cap', 'winner_badge'])).not.toThrow();
    expect(refusal(() => checkEquipped(['crown'], ['basic_cap']))).toEqual({ code: 'FORBIDDEN', message: avatarMessages.notOwned });
    expect(refusal(() => checkEquipped(['basic_cap', 'crown'], ['basic_cap', 'crown']))).toEqual({
      code: 'VALIDATION',
      message: avatarMessages.onePerType,
    });
  });

  it('names the locked items and reads bad JSON as an empty list', () => {
    expect(lockedAmong(['basic_cap', 'veteran_badge', 'winner_badge'])).toEqual(['veteran_badge', 'winner_badge']);
    expect(parseIdList('not json')).toEqual([]);
    expect(parseIdList('["crown", 3]')).toEqual(['crown']);
  });
});
