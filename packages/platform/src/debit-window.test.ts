import { describe, expect, it } from 'vitest';
import { AppError } from '@pkr/contracts';
import { pastDeadline } from './deadline';
import { ANSWER_RESERVE_MS, DEBIT_TIMEOUT_MS, debitOutcomeUnknown, debitWindow } from './debit-window';

describe('the debit window of a bet or a purchase', () => {
  it('waits the usual time when the caller set no deadline, and never abandons', () => {
    expect(debitWindow(undefined, 1_000)).toEqual({ timeoutMs: DEBIT_TIMEOUT_MS, commitBy: undefined });
    expect(pastDeadline(undefined, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('has the wallet commit early enough to void and answer before the caller gives up', () => {
    expect(debitWindow(10_000, 0)).toEqual({ timeoutMs: DEBIT_TIMEOUT_MS, commitBy: 10_000 - ANSWER_RESERVE_MS });
  });

  it('shortens the last attempt to what is left of the deadline', () => {
    expect(debitWindow(5_000, 3_000)).toEqual({ timeoutMs: 5_000 - ANSWER_RESERVE_MS - 3_000, commitBy: 5_000 - ANSWER_RESERVE_MS });
  });

  it('makes no attempt once only the answer reserve is left', () => {
    expect(debitWindow(5_000, 5_000 - ANSWER_RESERVE_MS)).toBeNull();
    expect(debitWindow(5_000, 6_000)).toBeNull();
  });

  it('counts a timeout, a missing wallet or its failure as an unknown outcome, and a refusal as known', () => {
    expect(debitOutcomeUnknown(new AppError('TIMEOUT', 'late'))).toBe(true);
    expect(debitOutcomeUnknown(new AppError('UNAVAILABLE', 'gone'))).toBe(true);
    expect(debitOutcomeUnknown(new Error('socket hang up'))).toBe(true);
    expect(debitOutcomeUnknown(new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance'))).toBe(false);
  });

  it('does not activate a bet whose caller has stopped waiting', () => {
    expect(pastDeadline(5_000, 4_999)).toBe(false);
    expect(pastDeadline(5_000, 5_000)).toBe(true);
  });
});
