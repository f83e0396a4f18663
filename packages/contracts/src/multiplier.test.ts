import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msUntilMultiplier, multiplierAt, multiplierHundredthsAt } from './multiplier';

describe('the multiplier curve m(t) = floor(100 e^(0.00006 t)) / 100', () => {
  it('starts at 1.00x and reaches 2.00x after about 11.55 s', () => {
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(11_552)).toBe(1.99);
    expect(multiplierAt(11_553)).toBe(2);
  });

  it('never goes down as the flight goes on', () => {
    fc.assert(fc.property(fc.nat(200_000), fc.nat(10_000), (t, dt) => multiplierHundredthsAt(t + dt) >= multiplierHundredthsAt(t)));
  });

  it('finds the first millisecond that shows a given multiplier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (hundredths) => {
        const ms = msUntilMultiplier(hundredths);
        return multiplierHundredthsAt(ms) >= hundredths && multiplierHundredthsAt(ms - 1) < hundredths;
      }),
    );
  });
});
