import { describe, expect, it } from 'vitest';
import { betRefusal, cashoutRefusal, visiblePhase } from './round-stage';

describe('round stage', () => {
  it('shows the last part of betting, and the close, as transition', () => {
    const endsAt = 10_000;
    expect(visiblePhase('betting', endsAt, 2_000, 7_999)).toBe('betting');
    expect(visiblePhase('betting', endsAt, 2_000, 8_000)).toBe('transition');
    expect(visiblePhase('closing', endsAt, 2_000, 10_050)).toBe('transition');
    expect(visiblePhase('running', endsAt, 2_000, 12_000)).toBe('running');
    expect(visiblePhase('crashed', endsAt, 2_000, 15_000)).toBe('crashed');
  });

  it('takes bets only while betting, refusing otherwise with the messages the client maps', () => {
    expect(betRefusal('betting')).toBeNull();
    expect(betRefusal('closing')?.message).toBe('Betting phase is over');
    expect(betRefusal('running')?.message).toBe('Game is already in progress');
    expect(betRefusal('crashed')?.message).toBe('No active game');
  });

  it('takes cash-outs only while flying, refusing otherwise with the spec cash-out messages', () => {
    expect(cashoutRefusal('running')).toBeNull();
    expect(cashoutRefusal('betting')?.message).toBe('Game has not started yet - wait for the betting phase to end');
    expect(cashoutRefusal('closing')?.message).toBe('Game has not started yet - wait for the betting phase to end');
    expect(cashoutRefusal('crashed')?.message).toBe('Game is not active - a new round will start shortly');
  });
});
