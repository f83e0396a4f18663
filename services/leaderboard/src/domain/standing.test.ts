import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryDelivery, arbitraryHistory } from './arbitrary-bets';
import { lost, won } from './bet-fixtures';
import { inSettlementOrder, type SettledBet } from './settled-bet';
import { differences, standingOf } from './standing';

/** What the store keeps of a delivery: each bet once, by bet id, whatever arrived twice. */
const stored = (delivered: SettledBet[]) => [...new Map(delivered.map((bet) => [bet.betId, bet])).values()] as [SettledBet, ...SettledBet[]];

describe("a player's standing", () => {
  it('adds up stakes, payouts and wins', () => {
    const standing = standingOf([lost(100), won(100, 250), won(50, 120)]);
    expect(standing).toMatchObject({
      betsPlaced: 3,
      betsWon: 2,
      totalStaked: 25_000,
      totalPaidOut: 25_000 + 6_000,
      totalWinnings: 15_000 + 1_000,
      biggestWin: 15_000,
      highestMultiplierHundredths: 250,
    });
  });

  it('is the same for any arrival order and any duplicates as for the bets applied in settlement order', () => {
    fc.assert(
      fc.property(
        arbitraryHistory(40).chain((bets) => fc.tuple(fc.constant(bets), arbitraryDelivery(bets))),
        ([bets, delivered]) => {
          const inOrder = standingOf(inSettlementOrder(bets) as [SettledBet, ...SettledBet[]]);
          expect(standingOf(stored(delivered))).toEqual(inOrder);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a streak in settlement order, not arrival order', () => {
    const first = won(10, 110);
    const wins = [won(10, 110), won(10, 110), won(10, 110), won(10, 110)];
    const loss = lost(10, { settledAt: new Date(first.settledAt.getTime() + 1) });
    expect(standingOf([first, ...wins]).achievements).toContain('lucky_streak');
    // arrived last, but settled right after the first win: no five in a row
    expect(standingOf([first, ...wins, loss]).achievements).not.toContain('lucky_streak');
  });
});

describe('differences between a live row and a rebuilt one', () => {
  it('names each field that differs, and nothing when they agree', () => {
    const rebuilt = standingOf([won(100, 300)]);
    expect(differences(rebuilt.userId, rebuilt, rebuilt)).toEqual([]);
    expect(differences(rebuilt.userId, { ...rebuilt, betsPlaced: 2 }, rebuilt)).toEqual([
      { userId: rebuilt.userId, field: 'betsPlaced', live: 2, rebuilt: 1 },
    ]);
    expect(differences(rebuilt.userId, undefined, rebuilt)).toHaveLength(1);
  });
});
