import { describe, expect, it } from 'vitest';
import { slotRefusal } from './bet-slots';

describe('bet slots', () => {
  it('takes a first bet in either slot, and a second in the slot left free', () => {
    expect(slotRefusal([], 1)).toBeNull();
    expect(slotRefusal([], 2)).toBeNull();
    expect(slotRefusal([{ slot: 1 }], 2)).toBeNull();
    expect(slotRefusal([{ slot: 2 }], 1)).toBeNull();
  });

  it('refuses a bet in a slot already taken while the other is free', () => {
    expect(slotRefusal([{ slot: 1 }], 1)?.toWire()).toEqual({ code: 'ALREADY_BET', message: 'You have already placed a bet in this round', status: 400 });
  });

  it('refuses a third bet with its own message, whatever slot it names', () => {
    for (const slot of [1, 2] as const) {
      expect(slotRefusal([{ slot: 1 }, { slot: 2 }], slot)?.toWire()).toEqual({ code: 'ALREADY_BET', message: 'You already have two bets in this round', status: 409 });
    }
  });
});
