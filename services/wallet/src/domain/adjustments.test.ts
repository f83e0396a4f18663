import { describe, expect, it } from 'vitest';
import { houseShardFor } from './accounts';
import { planAdjustment } from './adjustments';

const base = {
  adjustmentId: '55555555-5555-4555-8555-555555555555',
  userId: '66666666-6666-4666-8666-666666666666',
  reason: 'Refund for a stuck round',
  adminId: '77777777-7777-4777-8777-777777777777',
};

const house = houseShardFor('adjustment:55555555-5555-4555-8555-555555555555');

describe('planning an adjustment', () => {
  it('gives from the house row its id picks for a positive amount, recording the admin and reason', () => {
    expect(planAdjustment({ ...base, amount: 10_000 })).toEqual({
      id: 'adjustment:55555555-5555-4555-8555-555555555555',
      debit: house,
      credit: 'user:66666666-6666-4666-8666-666666666666',
      amount: 10_000,
      kind: 'adjustment',
      memo: 'Refund for a stuck round',
      actorId: base.adminId,
    });
  });

  it('takes back to the house for a negative amount, as a positive transfer', () => {
    expect(planAdjustment({ ...base, amount: -2_500 })).toMatchObject({ debit: 'user:66666666-6666-4666-8666-666666666666', credit: house, amount: 2_500 });
  });
});
