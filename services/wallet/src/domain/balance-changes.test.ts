import { describe, expect, it } from 'vitest';
import { balanceChanges, type RecordedTransfer } from './balance-changes';

const userId = '44444444-4444-4444-8444-444444444444';
const createdAt = new Date('2026-01-02T03:04:05.678Z');
const transfer = (change: Partial<RecordedTransfer>): RecordedTransfer => ({
  id: 'bet-7',
  debit: `user:${userId}`,
  credit: 'house',
  kind: 'bet',
  debitBalanceAfter: 90_000,
  creditBalanceAfter: 10_000,
  debitSeq: 41,
  creditSeq: 42,
  createdAt,
  ...change,
});

describe('the balances a transfer announces', () => {
  it('announces the player side of a bet with the balance it left and its ledger position', () => {
    expect(balanceChanges(transfer({}))).toEqual([
      { userId, balance: 90_000, reason: 'bet', transferId: 'bet-7', sequence: 41, timestamp: createdAt.getTime() },
    ]);
  });

  it('announces the credited player of a deposit, and nobody for a move between system accounts', () => {
    const deposit = transfer({ id: 'deposit:r1', kind: 'deposit', debit: 'clearing', credit: `user:${userId}`, creditBalanceAfter: 50_000 });
    expect(balanceChanges(deposit)).toEqual([expect.objectContaining({ userId, balance: 50_000, reason: 'deposit', sequence: 42 })]);
    const payout = transfer({ kind: 'withdrawal_payout', debit: 'withdrawal-holds', credit: 'clearing' });
    expect(balanceChanges(payout)).toEqual([]);
  });

  it('announces a withdrawal hold as the player side going down', () => {
    const hold = transfer({ id: 'withdrawal-hold:r2', kind: 'withdrawal_hold', credit: 'withdrawal-holds', debitBalanceAfter: 1_000 });
    expect(balanceChanges(hold)).toEqual([expect.objectContaining({ userId, balance: 1_000, reason: 'withdrawal_hold' })]);
  });
});
