import { describe, expect, it } from 'vitest';
import { rateRefusal, writeLimits } from './write-limits';

const now = new Date('2026-11-27T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('rateRefusal', () => {
  it('refuses a message sooner than 2 s after the last and takes one at 2 s', () => {
    expect(rateRefusal([ago(writeLimits.gapMs - 1)], now)?.code).toBe('RATE_LIMITED');
    expect(rateRefusal([ago(writeLimits.gapMs)], now)).toBeNull();
  });

  it('takes the tenth message of a minute and refuses the eleventh', () => {
    const nine = Array.from({ length: 9 }, (_, index) => ago(3_000 + index * 5_000));
    expect(rateRefusal(nine, now)).toBeNull();
    expect(rateRefusal([...nine, ago(50_000)], now)?.message).toBe('At most 10 messages a minute');
    expect(rateRefusal([...nine, ago(60_000)], now)).toBeNull();
  });
});
