import { describe, expect, it } from 'vitest';
import { capReachedAt, dueCashouts, liabilityAt, maxWinPerBet } from './payout-cap';

const stake = (bet: string, amount: number, autoCashoutHundredths: number | null = null) => ({ bet, amount, autoCashoutHundredths });

describe('the round payout cap', () => {
  it('finds the lowest multiplier at which the bets would be paid the cap', () => {
    // 1,000 PKR and 3,000 PKR riding: 4,000 PKR at 1.00x, 10,000 PKR at 2.50x.
    const amounts = [100_000, 300_000];
    expect(capReachedAt(amounts, 1_000_000, 600)).toBe(250);
    expect(liabilityAt(amounts, 249)).toBeLessThan(1_000_000);
    expect(capReachedAt(amounts, 1_000_000, 249)).toBeNull();
    expect(capReachedAt([], 1, 600)).toBeNull();
  });

  it('cashes every riding bet out at the cap, auto targets above it included', () => {
    const due = dueCashouts([stake('a', 100_000), stake('b', 300_000, 400)], 1_000_000, 300, null);
    expect(due).toEqual({ autos: [], forced: { hundredths: 250, bets: ['a', 'b'] } });
  });

  it('pays an auto target below the cap first, which takes its bet out of the liability', () => {
    // b leaves at 1.50x; a alone reaches 10,000 PKR only at 3.34x, past the clock.
    const due = dueCashouts([stake('a', 300_000), stake('b', 300_000, 150)], 1_000_000, 200, null);
    expect(due).toEqual({ autos: [{ bet: 'b', hundredths: 150 }], forced: null });
    // Both riding to 1.67x reach the cap before b's target of 1.80x.
    expect(dueCashouts([stake('a', 300_000), stake('b', 300_000, 180)], 1_000_000, 200, null).forced).toEqual({ hundredths: 167, bets: ['a', 'b'] });
  });

  it('pays a bet riding again in a capped round at the cap, or at its target below it', () => {
    expect(dueCashouts([stake('a', 100), stake('b', 100, 120)], 1_000_000, 500, 250)).toEqual({
      autos: [{ bet: 'b', hundredths: 120 }],
      forced: { hundredths: 250, bets: ['a'] },
    });
    expect(dueCashouts([], 1_000_000, 500, 250)).toEqual({ autos: [], forced: null });
  });

  it('lets one bet win its max stake at the chain cap, or the round cap when that is lower', () => {
    expect(maxWinPerBet(600, 500_000_000)).toBe(6_000_000);
    expect(maxWinPerBet(100_000_000, 500_000_000)).toBe(500_000_000);
  });
});
