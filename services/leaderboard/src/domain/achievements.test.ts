import type { AchievementId } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { accessoriesUnlocked, achievementsEarned, readHistory } from './achievements';
import { bet, lost, times, won } from './bet-fixtures';
import type { SettledBet } from './settled-bet';

const earns = (bets: SettledBet[], earlyBird = false): AchievementId[] => achievementsEarned(readHistory(bets), earlyBird);

describe('each achievement at its threshold and one step below', () => {
  it('high_roller: a bet of 5,000 PKR, not 4,999.99', () => {
    expect(earns([lost(5_000)])).toContain('high_roller');
    expect(earns([lost(4_999.99)])).not.toContain('high_roller');
  });

  it('lucky_streak: five wins in a row, not four, and a loss breaks the run', () => {
    expect(earns(times(5, () => won(10, 110)))).toContain('lucky_streak');
    expect(earns(times(4, () => won(10, 110)))).not.toContain('lucky_streak');
    expect(earns([...times(4, () => won(10, 110)), lost(), ...times(4, () => won(10, 110))])).not.toContain('lucky_streak');
  });

  it('diamond_hands: a cash-out at 3.00x, not at 2.99x', () => {
    expect(earns([won(10, 300)])).toContain('diamond_hands');
    expect(earns([won(10, 299)])).not.toContain('diamond_hands');
  });

  it('comeback_king: down 5,000 PKR then a 10,000 PKR win; not when down 4,999.99 or winning 9,999.99', () => {
    // 2,500 PKR at 5.00x wins exactly 10,000; 2,499.99 at 5.00x is paid 12,499 whole rupees, a win of 9,999.01.
    const downBy = (pkr: number) => lost(pkr);
    expect(earns([downBy(5_000), won(2_500, 500)])).toContain('comeback_king');
    expect(earns([downBy(4_999.99), won(2_500, 500)])).not.toContain('comeback_king');
    expect(earns([downBy(5_000), won(2_499.99, 500)])).not.toContain('comeback_king');
    // the big win came first, the losses after: no comeback
    expect(earns([won(2_500, 500), downBy(20_000)])).not.toContain('comeback_king');
  });

  it('early_bird: given by registration order, never by bets', () => {
    expect(earns([], true)).toEqual(['early_bird']);
    expect(earns(times(3, () => won(10, 500)), false)).not.toContain('early_bird');
  });

  it('consistent_winner: 50,000 PKR of total winnings, not 49,999', () => {
    // 12,500 at 2.00x wins 12,500 each time
    expect(earns(times(4, () => won(12_500, 200)))).toContain('consistent_winner');
    expect(earns([...times(3, () => won(12_500, 200)), won(12_499, 200)])).not.toContain('consistent_winner');
  });

  it('big_win: 10,000 PKR won on one bet, not 9,999', () => {
    expect(earns([won(10_000, 200)])).toContain('big_win');
    expect(earns([won(9_999, 200)])).not.toContain('big_win');
  });

  it('veteran: 100 bets, not 99', () => {
    expect(earns(times(100, () => lost()))).toContain('veteran');
    expect(earns(times(99, () => lost()))).not.toContain('veteran');
  });

  it('risk_taker: 10 bets with auto-cashout above 2x, not 9, and 2.00x itself does not count', () => {
    const risky = () => bet({ autoCashoutHundredths: 201 });
    expect(earns(times(10, risky))).toContain('risk_taker');
    expect(earns(times(9, risky))).not.toContain('risk_taker');
    expect(earns([...times(9, risky), bet({ autoCashoutHundredths: 200 })])).not.toContain('risk_taker');
  });

  it('perfect_timing: a cash-out 0.05 below the crash point, not 0.06', () => {
    expect(earns([won(10, 195, { crashHundredths: 200 })])).toContain('perfect_timing');
    expect(earns([won(10, 194, { crashHundredths: 200 })])).not.toContain('perfect_timing');
    expect(earns([lost(10, { crashHundredths: 100 })])).not.toContain('perfect_timing');
  });

  it('lists what was earned in catalogue order', () => {
    expect(earns([lost(5_000), won(10, 300, { crashHundredths: 302 })], true)).toEqual([
      'high_roller',
      'diamond_hands',
      'early_bird',
      'perfect_timing',
    ]);
  });
});

describe('the avatar shop badges', () => {
  it('winner_badge: a win at 5.00x, not 4.99x', () => {
    expect(accessoriesUnlocked(readHistory([won(10, 500)]))).toEqual(['winner_badge']);
    expect(accessoriesUnlocked(readHistory([won(10, 499)]))).toEqual([]);
  });

  it('veteran_badge: 100 bets, not 99', () => {
    expect(accessoriesUnlocked(readHistory(times(100, () => lost())))).toEqual(['veteran_badge']);
    expect(accessoriesUnlocked(readHistory(times(99, () => lost())))).toEqual([]);
  });
});
