import { describe, expect, it } from 'vitest';
import { ANSWER_RESERVE_MS, DEBIT_TIMEOUT_MS, debitWindow, tooLateToActivate } from './debit-deadline';

describe('the debit window of a bet', () => {
  it('waits the usual time when the caller set no deadline, and never abandons', () => {
    expect(debitWindow(undefined, 1_000)).toEqual({ timeoutMs: DEBIT_TIMEOUT_MS, commitBy: undefined });
    expect(tooLateToActivate(undefined, Number.MAX_SAFE_INTEGER)).toBe(false);
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

  it('does not activate a bet whose caller has stopped waiting', () => {
    expect(tooLateToActivate(5_000, 4_999)).toBe(false);
    expect(tooLateToActivate(5_000, 5_000)).toBe(true);
  });
});
