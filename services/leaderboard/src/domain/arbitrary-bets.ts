import fc from 'fast-check';
import type { SettledBet } from './settled-bet';

const players = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000b2'];

/**
 * One settled bet as the engine can produce it: stakes up to 20,000 PKR, cash-outs between 1.00x and the
 * crash point, payouts floored to whole rupees; many bets share a settlement instant (one round).
 */
export const arbitraryBet: fc.Arbitrary<SettledBet> = fc
  .record({
    betId: fc.uuid({ version: 4 }),
    player: fc.constantFrom(...players),
    amount: fc.integer({ min: 1_000, max: 2_000_000 }),
    crashHundredths: fc.integer({ min: 100, max: 600 }),
    cashoutShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 2 }),
    autoCashoutHundredths: fc.option(fc.integer({ min: 101, max: 600 })),
    instant: fc.integer({ min: 0, max: 40 }),
    round: fc.integer({ min: 1, max: 40 }),
  })
  .map(({ player, cashoutShare, instant, ...bet }) => {
    const cashoutHundredths = cashoutShare === null ? null : 100 + Math.floor(cashoutShare * (bet.crashHundredths - 100));
    const payout = cashoutHundredths === null ? 0 : Math.floor((bet.amount * cashoutHundredths) / 10_000) * 100;
    return {
      ...bet,
      userId: player,
      username: `player_${player.slice(-2)}`,
      gameType: 'crash' as const,
      cashoutHundredths,
      payout,
      settledAt: new Date(Date.UTC(2026, 0, 1) + instant * 5_000),
    };
  });

/** A player's history: distinct bets (one player, so the whole history is theirs). */
export const arbitraryHistory = (maxLength: number) =>
  fc
    .uniqueArray(arbitraryBet, { selector: (bet) => bet.betId, minLength: 1, maxLength })
    .map((bets) => bets.map((bet) => ({ ...bet, userId: players[0] as string, username: 'player_a1' })));

/** The same events delivered in any order, some of them more than once. */
export const arbitraryDelivery = <T>(events: T[]) =>
  fc
    .subarray(events)
    .chain((duplicates) => fc.shuffledSubarray([...events, ...duplicates], { minLength: events.length + duplicates.length }));
