import type { AuditEntry } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { replayOf } from './adjustment-replay';

const userId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const done = { targetId: userId, reason: 'Refund', before: { balance: 3 }, after: { balance: 103 } } as unknown as AuditEntry;

describe('a retried adjustment', () => {
  it('answers the balances of the adjustment done under its key when it asks for the same one', () => {
    expect(replayOf(done, { userId, amount: 100, reason: 'Refund' })).toEqual({ userId, balanceBefore: 3, balance: 103 });
  });

  it('answers nothing for another player, amount or reason, so that request is refused', () => {
    expect(replayOf(done, { userId: '7f1c0a36-6a4e-4c38-9a55-0d3c1c1f6a01', amount: 100, reason: 'Refund' })).toBeNull();
    expect(replayOf(done, { userId, amount: 99, reason: 'Refund' })).toBeNull();
    expect(replayOf(done, { userId, amount: -100, reason: 'Refund' })).toBeNull();
    expect(replayOf(done, { userId, amount: 100, reason: 'Goodwill' })).toBeNull();
  });
});
