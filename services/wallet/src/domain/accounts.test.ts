import fc from 'fast-check';
import { MAX_PAISA } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { HOUSE_SHARDS, houseShardFor, lockOrder, mayGoNegative, passesMaxBalance, systemAccounts, userAccount } from './accounts';

const account = fc.oneof(fc.constantFrom(...Object.values(systemAccounts), 'house:4'), fc.uuid().map(userAccount));

describe('accounts', () => {
  it('lets only house and clearing go negative', () => {
    expect(mayGoNegative(systemAccounts.house)).toBe(true);
    expect(mayGoNegative('house:15')).toBe(true);
    expect(mayGoNegative(systemAccounts.clearing)).toBe(true);
    expect(mayGoNegative(systemAccounts.holds)).toBe(false);
    expect(mayGoNegative(userAccount('44444444-4444-4444-8444-444444444444'))).toBe(false);
  });

  it("bounds a player's balance by the largest paisa amount, and no system account", () => {
    const player = userAccount('44444444-4444-4444-8444-444444444444');
    expect(passesMaxBalance(player, MAX_PAISA)).toBe(false);
    expect(passesMaxBalance(player, MAX_PAISA + 1)).toBe(true);
    expect(passesMaxBalance(systemAccounts.holds, MAX_PAISA + 1)).toBe(false);
    expect(passesMaxBalance('house:3', MAX_PAISA + 1)).toBe(false);
  });

  it('spreads transfer ids over every house row, the same row for the same id', () => {
    const rows = new Map<string, number>();
    for (let index = 0; index < 1_600; index += 1) {
      const row = houseShardFor(`payout:${index.toString(16).padStart(8, '0')}-4444-4444-8444-444444444444`);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    expect([...rows.keys()].sort()).toEqual(['house', ...Array.from({ length: HOUSE_SHARDS - 1 }, (_, index) => `house:${index + 1}`)].sort());
    expect(Math.min(...rows.values())).toBeGreaterThan(50);
    expect(houseShardFor('bet-1')).toBe(houseShardFor('bet-1'));
  });

  it('locks any set of accounts in one order, whatever order they are named in', () => {
    fc.assert(
      fc.property(fc.array(account, { maxLength: 6 }), (accounts) => {
        const order = lockOrder(accounts);
        expect(lockOrder([...accounts].reverse())).toEqual(order);
        expect(new Set(order)).toEqual(new Set(accounts));
        const firstOutside = order.findIndex(mayGoNegative);
        if (firstOutside >= 0) expect(order.slice(firstOutside).every(mayGoNegative)).toBe(true);
      }),
    );
  });
});
