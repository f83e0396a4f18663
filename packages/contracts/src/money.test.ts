import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositFormSchema } from './forms/money-requests';
import { MAX_PAISA, MAX_PKR, paisaToPkr, pkrAmountSchema, pkrToPaisa } from './money';
import { payoutPaisa } from './multiplier';

const anyPaisa = fc.integer({ min: -MAX_PAISA, max: MAX_PAISA });

describe('money at the edge', () => {
  it('turns every paisa amount into PKR and back without losing a paisa', () => {
    fc.assert(fc.property(anyPaisa, (paisa) => pkrToPaisa(paisaToPkr(paisa)) === paisa), { numRuns: 10_000 });
  });

  it('reads the PKR a person types, or a client works out, as the exact paisa, whatever binary floats make of it', () => {
    expect(pkrToPaisa(0.3)).toBe(30);
    expect(pkrToPaisa(0.1 + 0.2)).toBe(30);
    expect(pkrToPaisa(1.3 + 0.07)).toBe(137);
    expect(pkrToPaisa(1000.5)).toBe(100_050);
    expect(pkrToPaisa(19.99)).toBe(1999);
    expect(() => pkrToPaisa(1.005)).toThrow(/two decimals/);
  });

  it('accepts p / 100 for every whole number of paisa p in range, and reads back exactly p', () => {
    fc.assert(
      fc.property(anyPaisa, (paisa) => pkrAmountSchema.safeParse(paisa / 100).success && pkrToPaisa(paisa / 100) === paisa),
      { numRuns: 10_000 },
    );
  });

  it('refuses any amount with a third decimal, however large', () => {
    const mils = fc.integer({ min: -MAX_PAISA * 10, max: MAX_PAISA * 10 }).filter((value) => value % 10 !== 0);
    fc.assert(
      fc.property(mils, (value) => {
        const parsed = pkrAmountSchema.safeParse(value / 1000);
        return !parsed.success && parsed.error.issues[0]?.message === 'Amount can have at most two decimals';
      }),
      { numRuns: 10_000 },
    );
    expect(() => pkrToPaisa(123_456.789)).toThrow(/two decimals/);
    expect(() => pkrToPaisa(10_000.005)).toThrow(/two decimals/);
  });

  it('names the largest amount when one is past it', () => {
    expect(MAX_PKR).toBe(1_000_000_000_000);
    expect(pkrAmountSchema.safeParse(MAX_PKR).success).toBe(true);
    for (const amount of [MAX_PKR + 0.01, -MAX_PKR - 1, 1e300]) {
      expect(pkrAmountSchema.safeParse(amount).error?.issues.map((issue) => issue.message)).toEqual(['Amount can be at most 1,000,000,000,000 PKR']);
    }
  });

  it('refuses amounts with more than two decimals, and non-finite ones', () => {
    expect(() => pkrToPaisa(10.001)).toThrow(/two decimals/);
    expect(() => pkrToPaisa(Number.NaN)).toThrow(/finite/);
    expect(() => pkrToPaisa(Number.POSITIVE_INFINITY)).toThrow(/finite/);
    expect(() => pkrToPaisa(MAX_PAISA / 100 + 1)).toThrow(/out of range/);
  });

  it('adds amounts typed with two decimals exactly once in paisa', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, (a, b) => pkrToPaisa(a / 100) + pkrToPaisa(b / 100) === a + b),
    );
  });

  it('gives the deposit form its exact message below 300 PKR', () => {
    const result = depositFormSchema.safeParse({ amount: 299.99, method: 'easypaisa', accountHolderName: 'Ali Raza', phone: 'TX123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Minimum deposit amount is 300 PKR');
  });
});

describe('cash-out payout', () => {
  it('is floor(amount x multiplier) in whole rupees, never more than the exact product', () => {
    const amount = fc.integer({ min: 1_000, max: 1_000_000 });
    const hundredths = fc.integer({ min: 100, max: 100_000 });
    fc.assert(
      fc.property(amount, hundredths, (paisa, multiplier) => {
        const payout = payoutPaisa(paisa, multiplier);
        const exact = (paisa * multiplier) / 100;
        return payout % 100 === 0 && payout <= exact && exact - payout < 100;
      }),
    );
  });

  it('pays 233 PKR for 100 PKR at 2.33x and 15 PKR for 10.50 PKR at 1.50x', () => {
    expect(payoutPaisa(10_000, 233)).toBe(23_300);
    expect(payoutPaisa(1_050, 150)).toBe(1_500);
  });
});
