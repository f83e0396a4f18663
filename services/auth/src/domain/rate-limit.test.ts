import { describe, expect, it } from 'vitest';
import { failedLoginsFromBucket, registrationsFromBucket, slidingCount, staleBefore, usernameBucket, windowPosition } from './rate-limit';

describe('rate-limit windows', () => {
  it('places a moment in its fixed window and says how far in it is', () => {
    const position = windowPosition(new Date('2025-01-01T00:20:00.000Z'), 900);
    expect(position.current.toISOString()).toBe('2025-01-01T00:15:00.000Z');
    expect(position.previous.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(position.elapsedFraction).toBeCloseTo(5 / 15);
  });

  it('counts the previous window for the part still inside the sliding window', () => {
    expect(slidingCount(90, 0, 0)).toBe(90);
    expect(slidingCount(90, 10, 2 / 3)).toBeCloseTo(40);
    expect(slidingCount(90, 10, 1)).toBe(10);
  });

  it('does not let a burst just after a window boundary start from zero', () => {
    const justAfter = windowPosition(new Date('2025-01-01T00:15:01.000Z'), 900);
    expect(slidingCount(100, 1, justAfter.elapsedFraction)).toBeGreaterThan(100);
  });

  it('calls counters stale once they are older than the previous window', () => {
    expect(staleBefore(new Date('2025-01-01T00:20:00.000Z'), 900).toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('counts failed logins for a username whatever its case or surrounding spaces', () => {
    expect(usernameBucket(' Ali ')).toBe(usernameBucket('ali'));
    expect(usernameBucket('ali')).not.toBe(failedLoginsFromBucket('ali'));
  });

  it('keeps failed logins and sign-ups of one address in separate counts', () => {
    expect(failedLoginsFromBucket('192.0.2.1')).not.toBe(registrationsFromBucket('192.0.2.1'));
  });
});
