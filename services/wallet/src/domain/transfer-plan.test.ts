import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transferKinds } from '@pkr/contracts';
import { requestHash, type TransferPlan } from './transfer-plan';

const plan: fc.Arbitrary<TransferPlan> = fc.record({
  id: fc.string({ minLength: 1 }),
  debit: fc.constantFrom('house', 'clearing', 'user:a', 'user:b'),
  credit: fc.constantFrom('house', 'withdrawal-holds', 'user:a', 'user:c'),
  amount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  kind: fc.constantFrom(...transferKinds),
  memo: fc.string(),
  actorId: fc.option(fc.uuid(), { nil: null }),
});

describe('the fingerprint of a transfer', () => {
  it('is the same for the same details, whatever the id', () => {
    fc.assert(fc.property(plan, fc.string(), (details, otherId) => {
      expect(requestHash({ ...details, id: otherId })).toBe(requestHash(details));
    }));
  });

  it('differs when any detail differs', () => {
    fc.assert(
      fc.property(plan, plan, (a, b) => {
        const { id: _a, ...detailsA } = a;
        const { id: _b, ...detailsB } = b;
        fc.pre(JSON.stringify(detailsA) !== JSON.stringify(detailsB));
        expect(requestHash(a)).not.toBe(requestHash(b));
      }),
    );
  });

  it('counts every house row as the house, so a retry written on another row matches', () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 1, max: 15 }), (details, shard) => {
        const onRow = (account: string) => (account === 'house' ? `house:${shard}` : account);
        expect(requestHash({ ...details, debit: onRow(details.debit), credit: onRow(details.credit) })).toBe(requestHash(details));
      }),
    );
  });

  it('does not confuse details that only run together as text', () => {
    const base: TransferPlan = { id: 't', debit: 'user:a', credit: 'house', amount: 1, kind: 'bet', memo: '1', actorId: null };
    expect(requestHash({ ...base, amount: 11, memo: '' })).not.toBe(requestHash(base));
  });
});
