import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lockOrder, mayGoNegative, systemAccounts, userAccount } from './accounts';

const account = fc.oneof(fc.constantFrom(...Object.values(systemAccounts)), fc.uuid().map(userAccount));

describe('accounts', () => {
  it('lets only house and clearing go negative', () => {
    expect(mayGoNegative(systemAccounts.house)).toBe(true);
    expect(mayGoNegative(systemAccounts.clearing)).toBe(true);
    expect(mayGoNegative(systemAccounts.holds)).toBe(false);
    expect(mayGoNegative(userAccount('44444444-4444-4444-8444-444444444444'))).toBe(false);
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
