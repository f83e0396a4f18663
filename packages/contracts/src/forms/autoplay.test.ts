import { describe, expect, it } from 'vitest';
import { startAutoplayInputSchema } from './autoplay';

const terms = { amount: 10, autoCashout: 2, rounds: 3, stopIfBalanceDecreasesBy: 50 };
const firstIssue = (input: object) => {
  const parsed = startAutoplayInputSchema.safeParse(input);
  return parsed.success ? null : { path: parsed.error.issues[0]!.path.join('.'), message: parsed.error.issues[0]!.message };
};

describe('the terms of an auto-play', () => {
  it('takes a bet, an auto cash-out, rounds and a loss stop, the game and panel defaulted', () => {
    expect(startAutoplayInputSchema.parse(terms)).toEqual({ ...terms, gameType: 'crash', slot: 1 });
  });

  it('refuses a request without a required term, naming the field', () => {
    const { stopIfBalanceDecreasesBy: _loss, ...noLossStop } = terms;
    const { autoCashout: _cashout, ...noCashout } = terms;
    const { rounds: _rounds, ...noRounds } = terms;
    expect(firstIssue(noLossStop)).toEqual({ path: 'stopIfBalanceDecreasesBy', message: 'Loss stop is required' });
    expect(firstIssue(noCashout)).toEqual({ path: 'autoCashout', message: 'Auto cash-out is required' });
    expect(firstIssue(noRounds)).toEqual({ path: 'rounds', message: 'Rounds is required' });
  });

  it('bounds the auto cash-out at 1.01x and the rounds at 1 to 100', () => {
    expect(firstIssue({ ...terms, autoCashout: 1 })).toEqual({ path: 'autoCashout', message: 'Auto cash-out must be at least 1.01x' });
    expect(firstIssue({ ...terms, rounds: 0 })).toEqual({ path: 'rounds', message: 'Rounds must be 1 to 100' });
    expect(firstIssue({ ...terms, rounds: 101 })).toEqual({ path: 'rounds', message: 'Rounds must be 1 to 100' });
    expect(firstIssue({ ...terms, stopIfSingleWinExceeds: 0 })).toEqual({ path: 'stopIfSingleWinExceeds', message: 'Single win stop must be above 0 PKR' });
  });
});
