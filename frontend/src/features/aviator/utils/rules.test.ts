import { describe, expect, it } from 'vitest';
import { betRefusal, multiplierTone, type BetCheck } from './rules';

const ok: BetCheck = { loggedIn: true, phase: 'betting', amount: 100, balance: 1000 };
const said = (check: Partial<BetCheck>) => {
  const refusal = betRefusal({ ...ok, ...check });
  return refusal && `${refusal.title}: ${refusal.description}`;
};

describe('the Aviator bet checks', () => {
  it('lets a good bet through in betting and in transition', () => {
    expect(betRefusal(ok)).toBeNull();
    expect(betRefusal({ ...ok, phase: 'transition', amount: 10_000, balance: 10_000 })).toBeNull();
  });

  it('answers the first broken rule, in the spec order and words', () => {
    const everythingWrong = { loggedIn: false, phase: 'running', amount: 5, balance: 0 } as const;
    expect(said(everythingWrong)).toBe('Login Required: Please login to place bets');
    expect(said({ ...everythingWrong, loggedIn: true })).toBe('Betting Phase Over: Please wait for the next round to place a bet');
    expect(said({ phase: 'crashed' })).toBe('Betting Phase Over: Please wait for the next round to place a bet');
    expect(said({ amount: 9.99, balance: 0 })).toBe('Invalid Amount: Minimum bet is 10 PKR');
    expect(said({ amount: Number.NaN })).toBe('Invalid Amount: Minimum bet is 10 PKR');
    expect(said({ amount: 10_001, balance: 0 })).toBe('Invalid Amount: Maximum bet is 10,000 PKR');
    expect(said({ amount: 500, balance: 499 })).toBe("Insufficient Balance: You don't have enough funds");
  });
});

describe('the multiplier colour bands', () => {
  it('is white under 1.5, yellow under 2, orange under 3 and red from 3', () => {
    expect(multiplierTone(1)).toBe('text-white');
    expect(multiplierTone(1.49)).toBe('text-white');
    expect(multiplierTone(1.5)).toBe('text-yellow-300');
    expect(multiplierTone(1.99)).toBe('text-yellow-300');
    expect(multiplierTone(2)).toBe('text-orange-400');
    expect(multiplierTone(2.99)).toBe('text-orange-400');
    expect(multiplierTone(3)).toBe('text-red-400');
    expect(multiplierTone(250)).toBe('text-red-400');
  });
});
