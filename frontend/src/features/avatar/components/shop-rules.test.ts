import { findAccessory } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { purchaseRefusal, toggleEquipped } from './shop-rules';

describe('the avatar shop rules', () => {
  it('refuses a locked item before anything else, then a balance below the price', () => {
    expect(purchaseRefusal(findAccessory('winner_badge')!, 10_000)).toEqual({
      title: 'Cannot Purchase',
      description: 'This item cannot be purchased directly.',
    });
    expect(purchaseRefusal(findAccessory('crown')!, 999)).toEqual({ title: 'Insufficient Balance', description: 'You need 1,000 PKR to purchase this item.' });
    expect(purchaseRefusal(findAccessory('crown')!, 1000)).toBeNull();
  });

  it('toggles an owned item and keeps one item per type', () => {
    expect(toggleEquipped(['basic_cap'], 'basic_cap')).toEqual([]);
    expect(toggleEquipped(['basic_cap', 'sunglasses'], 'crown')).toEqual(['sunglasses', 'crown']);
  });
});
