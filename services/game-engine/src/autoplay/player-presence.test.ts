import { describe, expect, it } from 'vitest';
import { AWAY_AFTER_MS, PlayerPresence } from './player-presence';

function clocked() {
  let at = Date.parse('2026-01-01T00:00:00Z');
  const presence = new PlayerPresence(() => new Date(at));
  return { presence, pass: (ms: number) => (at += ms) };
}

describe('who is there, as the gateways name them', () => {
  it('calls a player away 30 seconds after a gateway last named them, and not one millisecond before', () => {
    const { presence, pass } = clocked();
    presence.seen(['alice', 'bob']);
    pass(AWAY_AFTER_MS - 1);
    presence.seen(['bob']);
    expect([presence.isAway('alice'), presence.isAway('bob')]).toEqual([false, false]);
    pass(1);
    expect([presence.isAway('alice'), presence.isAway('bob')]).toEqual([true, false]);
    pass(AWAY_AFTER_MS);
    presence.seen(['carol']);
    expect([presence.isAway('alice'), presence.isAway('bob'), presence.isAway('carol')]).toEqual([true, true, false]);
  });

  it('gives every player 30 seconds from its own start, as a new leader does', () => {
    const { presence, pass } = clocked();
    pass(AWAY_AFTER_MS - 1);
    expect(presence.isAway('never-named')).toBe(false);
    pass(1);
    expect(presence.isAway('never-named')).toBe(true);
  });
});
