import { describe, expect, it } from 'vitest';
import { waitBudgetMs } from './bus/bus';
import { assertBeforeDeadline, DeadlinePassedError, earliestDeadline, msLeft, pastDeadline } from './deadline';

describe('deadlines', () => {
  it('gives calls handled together the first of their deadlines, and none when no caller set one', () => {
    expect(earliestDeadline([9_000, undefined, 6_000, 8_000])).toBe(6_000);
    expect(earliestDeadline([undefined, undefined])).toBeUndefined();
  });

  it('counts a call without a deadline as never late', () => {
    expect(pastDeadline(undefined, 10)).toBe(false);
    expect(msLeft(undefined, 500, 10)).toBe(Number.POSITIVE_INFINITY);
    expect(() => assertBeforeDeadline(undefined)).not.toThrow();
  });

  it('is late from the deadline itself on', () => {
    expect(pastDeadline(1_000, 999)).toBe(false);
    expect(pastDeadline(1_000, 1_000)).toBe(true);
    expect(() => assertBeforeDeadline(1_000, 1_000)).toThrow(DeadlinePassedError);
  });

  it('answers a passed deadline as the bus timeout, which the gateway maps to 504', () => {
    const error = new DeadlinePassedError();
    expect(error.code).toBe('TIMEOUT');
    expect(error.status).toBe(504);
  });

  it('keeps back the time needed to answer', () => {
    expect(msLeft(5_000, 500, 1_000)).toBe(3_500);
    expect(msLeft(5_000, 500, 4_800)).toBe(0);
  });

  it('waits for the sooner of the timeout and the deadline', () => {
    expect(waitBudgetMs({ timeoutMs: 3_000 }, 0)).toBe(3_000);
    expect(waitBudgetMs({ timeoutMs: 3_000, deadline: 1_000 }, 0)).toBe(1_000);
    expect(waitBudgetMs({ timeoutMs: 3_000, deadline: 9_000 }, 0)).toBe(3_000);
    expect(waitBudgetMs({ deadline: 500 }, 600)).toBe(0);
    expect(waitBudgetMs({}, 0)).toBe(5_000);
  });
});
