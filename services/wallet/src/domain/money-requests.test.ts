import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limits, type MoneyRequest, pkrToPaisa } from '@pkr/contracts';
import {
  checkMoneyRequest,
  checkRoomForRequest,
  moneyRequestForms,
  type MoneyRequestRecord,
  planWithdrawalHold,
  sameRequestUnderKey,
  toTransaction,
} from './money-requests';

const forms = moneyRequestForms(limits.depositMaxPkr);

const userId = '88888888-8888-4888-8888-888888888888';
const request = (change: Partial<MoneyRequest>): MoneyRequest => ({
  userId,
  username: 'hina',
  amount: 50_000,
  method: 'jazzcash',
  accountHolderName: 'Hina Ali',
  phone: '03211234567',
  ...change,
});

describe('checking a money request with the form rules', () => {
  it('holds deposits to 300 PKR and withdrawals to 500 PKR, to the paisa', () => {
    expect(() => checkMoneyRequest(forms, 'deposit', request({ amount: 30_000 }))).not.toThrow();
    expect(() => checkMoneyRequest(forms, 'deposit', request({ amount: 29_999 }))).toThrow('Minimum deposit amount is 300 PKR');
    expect(() => checkMoneyRequest(forms, 'withdraw', request({ amount: 50_000 }))).not.toThrow();
    expect(() => checkMoneyRequest(forms, 'withdraw', request({ amount: 49_999 }))).toThrow('Minimum withdrawal amount is 500 PKR');
  });

  it('asks a deposit for a transaction id of 5 characters and a withdrawal for a phone of 10', () => {
    expect(() => checkMoneyRequest(forms, 'deposit', request({ phone: 'AB12' }))).toThrow('Please enter the transaction ID from your payment');
    expect(() => checkMoneyRequest(forms, 'deposit', request({ phone: 'AB123' }))).not.toThrow();
    expect(() => checkMoneyRequest(forms, 'withdraw', request({ phone: '032112345' }))).toThrow('Please enter a valid phone number');
  });

  it('asks for an account holder name of 3 characters, not counting spaces around it', () => {
    expect(() => checkMoneyRequest(forms, 'deposit', request({ accountHolderName: '  Al  ' }))).toThrow('Please enter account holder name');
    expect(checkMoneyRequest(forms, 'deposit', request({ accountHolderName: '  Ali  ', phone: ' TX-9 8 ' }))).toEqual({
      amount: 50_000,
      method: 'jazzcash',
      accountHolderName: 'Ali',
      phone: 'TX-9 8',
    });
  });

  it('holds deposits to the largest the wallet is set to take, with its message', () => {
    expect(() => checkMoneyRequest(forms, 'deposit', request({ amount: pkrToPaisa(500_000) }))).not.toThrow();
    expect(() => checkMoneyRequest(forms, 'deposit', request({ amount: pkrToPaisa(500_000.01) }))).toThrow('Maximum deposit amount is 500,000 PKR');
    expect(() => checkMoneyRequest(moneyRequestForms(1_000), 'deposit', request({ amount: pkrToPaisa(1_001) }))).toThrow('Maximum deposit amount is 1,000 PKR');
  });

  it('refuses with a VALIDATION error a person can read', () => {
    expect(() => checkMoneyRequest(forms, 'withdraw', request({ amount: 100 }))).toThrow(expect.objectContaining({ code: 'VALIDATION', status: 400 }));
  });
});

describe('the requests a player may have waiting for review', () => {
  it('takes requests up to the cap and refuses the next with 429', () => {
    expect(() => checkRoomForRequest(limits.openMoneyRequestsMax - 1)).not.toThrow();
    expect(() => checkRoomForRequest(limits.openMoneyRequestsMax)).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', status: 429, message: 'You already have 5 requests waiting for review. Please wait until one is processed' }),
    );
  });
});

describe('showing a request', () => {
  it('gives the amount in PKR exactly, for any whole number of paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (amount) => {
        const record: MoneyRequestRecord = {
          ...request({ amount }),
          id: '99999999-9999-4999-8999-999999999999',
          type: 'deposit',
          status: 'pending',
          createdAt: new Date('2025-01-02T03:04:05.000Z'),
          reviewedAt: null,
          reviewedBy: null,
        };
        const shown = toTransaction(record);
        expect(pkrToPaisa(shown.amount)).toBe(amount);
        expect(shown.createdAt).toBe('2025-01-02T03:04:05.000Z');
      }),
    );
  });

  it('holds a withdrawal from the player into the holds account', () => {
    expect(planWithdrawalHold('r-1', userId, 75_000, 'easypaisa')).toMatchObject({
      id: 'withdrawal-hold:r-1',
      debit: `user:${userId}`,
      credit: 'withdrawal-holds',
      amount: 75_000,
      kind: 'withdrawal_hold',
    });
  });
});

describe('a retry under an idempotency key', () => {
  const earlier = {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    username: 'ayesha',
    type: 'withdraw' as const,
    amount: 50_000,
    method: 'easypaisa' as const,
    accountHolderName: 'Ayesha Khan',
    phone: '03001234567',
    status: 'pending' as const,
    createdAt: new Date(0),
    reviewedAt: null,
    reviewedBy: null,
  };

  it('answers the request the first attempt made', () => {
    expect(sameRequestUnderKey(earlier, 'withdraw', 50_000)).toBe(earlier);
  });

  it('refuses another kind or amount of request under the same key', () => {
    expect(() => sameRequestUnderKey(earlier, 'deposit', 50_000)).toThrow('This Idempotency-Key was already used for a different request');
    expect(() => sameRequestUnderKey(earlier, 'withdraw', 60_000)).toThrow('This Idempotency-Key was already used for a different request');
  });
});
