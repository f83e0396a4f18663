import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedLoginsFromBucket, registrationsFromBucket, slidingCount, staleBefore, usernameBucket, windowPosition } from './rate-limit';

describe('rate-limit windows', () => {
  it('places a moment in its fixed window and says how far in it is', () => {
    const position = windowPosition(new Date('2025-01-01T00:20:00.000Z'), 900);
    expect(position.current.toISOString()).toBe('2025-01-01T00:15:00.000Z');
    expect(position.previous.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(position).toMatchObject({ elapsedMs: 300_000, windowMs: 900_000 });
  });

  it('counts the previous window for the part still inside the sliding window', () => {
    const at = (iso: string) => windowPosition(new Date(iso), 900);
    expect(slidingCount(90, 0, at('2025-01-01T00:15:00.000Z'))).toBe(90);
    expect(slidingCount(90, 10, at('2025-01-01T00:25:00.000Z'))).toBe(40);
    expect(slidingCount(90, 10, at('2025-01-01T00:29:59.999Z'))).toBe(11);
  });

  it('does not let a burst just after a window boundary start from zero', () => {
    const justAfter = windowPosition(new Date('2025-01-01T00:15:01.000Z'), 900);
    expect(slidingCount(100, 1, justAfter)).toBeGreaterThan(100);
  });

  it('lets no burst that straddles a boundary through an attempt early', () => {
    const justAfter = windowPosition(new Date('2025-01-01T00:15:00.001Z'), 900);
    expect(slidingCount(3, 0, justAfter)).toBe(3);
    expect(slidingCount(1, 2, justAfter)).toBe(3);
  });

  it('never counts fewer attempts than the current window holds, nor more than both windows hold', () => {
    const moment = fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2026-01-01T00:00:00Z') });
    fc.assert(
      fc.property(fc.nat(1_000), fc.nat(1_000), moment, fc.integer({ min: 1, max: 86_400 }), (previous, current, now, windowSeconds) => {
        const count = slidingCount(previous, current, windowPosition(new Date(now), windowSeconds));
        return Number.isInteger(count) && count >= current && count <= previous + current;
      }),
    );
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
