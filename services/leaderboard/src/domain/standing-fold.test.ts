import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thresholds } from './achievements';
import { arbitraryDelivery, arbitraryHistory } from './arbitrary-bets';
import { lost, won } from './bet-fixtures';
import { inSettlementOrder, isWon, type SettledBet } from './settled-bet';
import { type Standing, standingOf, withBet, withLaterBet } from './standing';

type Bets = [SettledBet, ...SettledBet[]];

/** The pass read straight off the bets in settlement order, each figure on its own. */
function passOf(ordered: SettledBet[]) {
  let net = 0;
  let lowestNet = 0;
  let winStreak = 0;
  for (const bet of ordered) {
    net += bet.payout - bet.amount;
    lowestNet = Math.min(lowestNet, net);
    winStreak = isWon(bet) ? winStreak + 1 : 0;
  }
  const latest = ordered.at(-1);
  return {
    winStreak,
    lowestNet,
    largestStake: Math.max(...ordered.map((bet) => bet.amount)),
    highAutoCashoutBets: ordered.filter((bet) => (bet.autoCashoutHundredths ?? 0) > thresholds.riskTakerAutoCashoutAbove).length,
    latest: latest && { settledAt: latest.settledAt, betId: latest.betId },
  };
}

describe('folding bets into a standing', () => {
  it('one by one in settlement order gives the standing recomputed from all of them, and a pass that says where it stands', () => {
    fc.assert(
      fc.property(arbitraryHistory(40), (bets) => {
        const ordered = inSettlementOrder(bets);
        let standing: Standing | undefined;
        ordered.forEach((bet, index) => {
          standing = standing === undefined ? withBet(undefined, bet) : withLaterBet(standing, bet);
          const sofar = ordered.slice(0, index + 1);
          expect(standing).toEqual(standingOf([...sofar].reverse() as Bets));
          expect(standing).toMatchObject(passOf(sofar));
        });
        expect(standing).toEqual(standingOf(bets as Bets));
      }),
      { numRuns: 300 },
    );
  });

  it('ends as the recompute for any arrival order and duplicates, folding what comes later and recomputing what comes late', () => {
    fc.assert(
      fc.property(
        arbitraryHistory(40).chain((bets) => fc.tuple(fc.constant(bets), arbitraryDelivery(bets))),
        ([bets, delivered]) => {
          const kept = new Map<string, SettledBet>();
          let standing: Standing | undefined;
          for (const bet of delivered) {
            if (kept.has(bet.betId)) continue;
            kept.set(bet.betId, bet);
            standing = withLaterBet(standing, bet) ?? standingOf([...kept.values()] as Bets);
          }
          expect(standing).toEqual(standingOf(bets as Bets));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does not fold a bet settled before the latest one, nor one at the same instant with a lower id', () => {
    const early = lost(10);
    const late = won(10, 200);
    expect(withLaterBet(standingOf([late]), early)).toBeUndefined();
    const [lower, higher] = [
      { ...early, betId: '00000000-0000-4000-8000-000000000001' },
      { ...early, betId: '00000000-0000-4000-8000-000000000002' },
    ];
    expect(withLaterBet(standingOf([higher]), lower)).toBeUndefined();
    expect(withLaterBet(standingOf([lower]), higher)).toEqual(standingOf([lower, higher]));
  });

  it('does not fold into a row kept without its pass', () => {
    const first = lost(10);
    expect(withLaterBet({ ...standingOf([first]), latest: null }, won(10, 200))).toBeUndefined();
  });

  it('keeps the comeback and the streak across folds: down 5,000 PKR, then five wins with a 10,000 PKR one', () => {
    let standing = withBet(undefined, lost(5_000));
    for (const bet of [won(10, 110), won(10, 110), won(10, 110), won(10, 110), won(2_500, 500)]) {
      const next = withLaterBet(standing, bet);
      expect(next).toBeDefined();
      standing = next ?? standing;
    }
    expect(standing).toMatchObject({ winStreak: 5, lowestNet: -500_000, comeback: true });
    expect(standing.achievements).toEqual(expect.arrayContaining(['lucky_streak', 'comeback_king']));
  });
});
