import { describe, expect, it } from 'vitest';
import { initialLiveView } from './game-state';
import { canBet, canCancel, canCashOut, phaseAt, secondsLeft, tabTitle } from './phase-clock';

describe('the countdown and phases', () => {
  it('counts whole seconds up to the end of betting, never below 0', () => {
    expect(secondsLeft(15_000, 10_000)).toBe(5);
    expect(secondsLeft(15_000, 10_001)).toBe(5);
    expect(secondsLeft(15_000, 14_999)).toBe(1);
    expect(secondsLeft(15_000, 16_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });

  it('turns betting into transition for the last 2 s and keeps it until the flight', () => {
    const view = { phase: 'betting' as const, bettingEndsAt: 15_000 };
    expect(phaseAt(view, 12_999)).toBe('betting');
    expect(phaseAt(view, 13_000)).toBe('transition');
    expect(phaseAt(view, 16_000)).toBe('transition');
    expect(phaseAt({ phase: 'running', bettingEndsAt: null }, 0)).toBe('running');
  });

  it('lets a bet in a free slot during betting and transition of a known round, a cancel while betting and a cash-out only while running', () => {
    const riding = { id: 'b1', slot: 1 as const, round: 1, amount: 10, autoCashout: null, isActive: true, hasCashedOut: false, cashoutMultiplier: null, winAmount: null, cashingOut: false };
    const known = { ...initialLiveView, round: 1 };
    expect(canBet('transition', known, null)).toBe(true);
    expect(canBet('betting', initialLiveView, null)).toBe(false);
    expect(canBet('betting', known, riding)).toBe(false);
    expect(canBet('running', known, null)).toBe(false);
    expect(canCancel('transition', riding)).toBe(true);
    expect(canCancel('running', riding)).toBe(false);
    expect(canCancel('betting', null)).toBe(false);
    expect(canCashOut('running', riding)).toBe(true);
    expect(canCashOut('running', null)).toBe(false);
    expect(canCashOut('crashed', riding)).toBe(false);
  });
});

describe('the tab title', () => {
  it('shows the multiplier in flight, Betting Phase while betting, else the product name', () => {
    expect(tabTitle('running', 2.349)).toBe('2.35x');
    expect(tabTitle('betting', 1)).toBe('Betting Phase');
    expect(tabTitle('transition', 1)).toBe('Betting Phase');
    expect(tabTitle('crashed', 1.5)).toBe('PKR Games');
  });
});
