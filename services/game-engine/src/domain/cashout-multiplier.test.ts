import { msUntilMultiplier, multiplierHundredthsAt } from '@pkr/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashoutHundredths } from './cashout-multiplier';

const crashPoints = fc.integer({ min: 100, max: 600 });
const elapsed = fc.integer({ min: 0, max: 40_000 });

describe('cash-out multiplier', () => {
  it('pays the clock multiplier before the crash and nothing from the crash on', () => {
    fc.assert(
      fc.property(elapsed, crashPoints, (ms, crash) => {
        const paid = cashoutHundredths(ms, crash, null);
        if (ms < msUntilMultiplier(crash)) expect(paid).toBe(multiplierHundredthsAt(ms));
        else expect(paid).toBeNull();
      }),
    );
  });

  it('never pays at or above the crash point without an auto target', () => {
    fc.assert(
      fc.property(elapsed, crashPoints, (ms, crash) => {
        const paid = cashoutHundredths(ms, crash, null);
        expect(paid === null || paid < crash).toBe(true);
      }),
    );
  });

  it('pays exactly the auto target once the round has reached it, even after the crash when target <= crash point', () => {
    fc.assert(
      fc.property(elapsed, crashPoints, fc.integer({ min: 101, max: 700 }), (ms, crash, target) => {
        const paid = cashoutHundredths(ms, crash, target);
        if (target <= crash && ms >= msUntilMultiplier(target)) expect(paid).toBe(target);
        else if (ms >= msUntilMultiplier(crash)) expect(paid).toBeNull();
        else expect(paid).toBe(multiplierHundredthsAt(ms));
      }),
    );
  });

  it('lets an auto target equal to the crash point win at the crash', () => {
    const crash = 250;
    expect(cashoutHundredths(msUntilMultiplier(crash) + 500, crash, 250)).toBe(250);
    expect(cashoutHundredths(msUntilMultiplier(crash) + 500, crash, 251)).toBeNull();
  });
});
