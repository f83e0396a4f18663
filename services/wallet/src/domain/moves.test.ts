import { describe, expect, it } from 'vitest';
import { planMove, planVoid } from './moves';

const userId = '33333333-3333-4333-8333-333333333333';
const move = (kind: 'bet' | 'purchase' | 'payout' | 'refund', transferId = 'bet-1') => ({ transferId, userId, amount: 1_000, kind, memo: 'round 9' });

describe('debits and credits other services may ask for', () => {
  it('debits from the player to the house row given and credits the other way', () => {
    expect(planMove('debit', move('bet'), 'house')).toMatchObject({ debit: `user:${userId}`, credit: 'house', amount: 1_000, kind: 'bet', memo: 'round 9', actorId: null });
    expect(planMove('credit', move('payout'), 'house:7')).toMatchObject({ debit: 'house:7', credit: `user:${userId}` });
  });

  it('allows bets and purchases as debits only, payouts and refunds as credits only', () => {
    expect(() => planMove('debit', move('purchase'), 'house')).not.toThrow();
    expect(() => planMove('credit', move('refund'), 'house')).not.toThrow();
    expect(() => planMove('debit', move('refund'), 'house')).toThrow('A debit cannot be of kind refund');
    expect(() => planMove('credit', move('purchase'), 'house')).toThrow('A credit cannot be of kind purchase');
  });

  it.each(['void:x', 'deposit:x', 'withdrawal-hold:x', 'withdrawal-release:x', 'withdrawal-payout:x', 'adjustment:x', 'registration-bonus:x'])(
    'refuses the reserved transfer id %s',
    (transferId) => {
      expect(() => planMove('credit', move('payout', transferId), 'house')).toThrow('This transfer id is reserved by the wallet');
    },
  );

  it('accepts an id that only contains a reserved word later on', () => {
    expect(planMove('credit', move('payout', 'payout:void:1'), 'house').id).toBe('payout:void:1');
  });
});

describe('voids', () => {
  it('reverses the original under void:<id>, on its house row, with the reason as memo', () => {
    const original = planMove('debit', move('bet'), 'house:12');
    expect(planVoid(original, 'round voided')).toEqual({
      id: 'void:bet-1',
      debit: 'house:12',
      credit: `user:${userId}`,
      amount: 1_000,
      kind: 'void',
      memo: 'round voided',
      actorId: null,
    });
  });

  it("refuses to void the wallet's own transfers", () => {
    const hold = { ...planMove('debit', move('bet'), 'house'), kind: 'withdrawal_hold' as const };
    expect(() => planVoid(hold, '')).toThrow('Only debits and credits can be voided');
    expect(() => planVoid({ ...hold, kind: 'void' }, '')).toThrow('Only debits and credits can be voided');
  });
});
