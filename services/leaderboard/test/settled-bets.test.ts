import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStanding } from '../src/db/standings';
import { arbitraryDelivery, arbitraryHistory } from '../src/domain/arbitrary-bets';
import type { SettledBet } from '../src/domain/settled-bet';
import { standingOf } from '../src/domain/standing';
import { rebuildStandings } from '../src/rebuild';
import { eventOfBet, type LeaderboardHarness, newId, settled, settledWin, startLeaderboardHarness } from './support/harness';

let harness: LeaderboardHarness;
beforeAll(async () => {
  harness = await startLeaderboardHarness('leaderboard_settled', { replicas: 2 });
});
afterAll(() => harness?.stop());

const figures = (userId: string) => harness.leaderboard.call('leaderboard.player', { userId });

describe('a settled bet', () => {
  it("moves the player's figures, in PKR", async () => {
    const userId = newId();
    await harness.leaderboard.call('leaderboard.on.bet-settled', settled(userId, { amount: 10_000 }));
    await harness.leaderboard.call('leaderboard.on.bet-settled', settledWin(userId, 20_000, 5.5));
    expect(await figures(userId)).toEqual({
      userId,
      betsPlaced: 2,
      betsWon: 1,
      totalStaked: 300,
      totalPaidOut: 1_100,
      netResult: 800,
      totalWinnings: 900,
      biggestWin: 900,
      highestMultiplier: 5.5,
      achievements: ['diamond_hands'],
      unlockedAccessories: ['winner_badge'],
    });
  });

  it('counts once when the same event is delivered again, and answers that it was a duplicate', async () => {
    const userId = newId();
    const event = settledWin(userId, 10_000, 2);
    await expect(harness.leaderboard.call('leaderboard.on.bet-settled', event)).resolves.toEqual({ eventId: event.eventId, duplicate: false });
    await expect(harness.leaderboard.call('leaderboard.on.bet-settled', event)).resolves.toEqual({ eventId: event.eventId, duplicate: true });
    expect(await figures(userId)).toMatchObject({ betsPlaced: 1, totalWinnings: 100 });
  });

  it('counts once when the same event arrives many times at once', async () => {
    const userId = newId();
    const event = settledWin(userId, 10_000, 2);
    const acks = await Promise.all(Array.from({ length: 8 }, () => harness.leaderboard.call('leaderboard.on.bet-settled', event)));
    expect(acks.filter((ack) => !ack.duplicate)).toHaveLength(1);
    expect(await figures(userId)).toMatchObject({ betsPlaced: 1, totalWinnings: 100 });
  });

  it('gives a player nobody has heard of zero figures', async () => {
    const userId = newId();
    expect(await figures(userId)).toMatchObject({ betsPlaced: 0, totalWinnings: 0, achievements: [], unlockedAccessories: [] });
  });
});

describe('any delivery of a history (fast-check)', () => {
  it('ends as the history applied once in settlement order, and the rebuild finds nothing to repair', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryHistory(25).chain((bets) => fc.tuple(fc.constant(bets), arbitraryDelivery(bets), fc.integer({ min: 1, max: 4 }))),
        async ([bets, delivered, concurrency]) => {
          const userId = newId();
          const events = delivered.map((bet) => eventOfBet(bet, userId));
          // several deliveries at a time, shared by two leaderboard replicas as the queue group hands them out
          for (let start = 0; start < events.length; start += concurrency) {
            await Promise.all(events.slice(start, start + concurrency).map((event) => harness.leaderboard.call('leaderboard.on.bet-settled', event)));
          }
          const expected = standingOf(bets.map((bet) => ({ ...bet, userId })) as [SettledBet, ...SettledBet[]]);
          expect(await figures(userId)).toMatchObject({
            betsPlaced: expected.betsPlaced,
            totalWinnings: expected.totalWinnings / 100,
            biggestWin: expected.biggestWin / 100,
            highestMultiplier: expected.highestMultiplierHundredths / 100,
            achievements: expected.achievements,
            unlockedAccessories: expected.unlockedAccessories,
          });
        },
      ),
      { numRuns: 25 },
    );
    expect(await rebuildStandings(harness.db, { repair: false })).toMatchObject({ differences: [] });
  });
});

describe('a run of settled bets delivered in one call', () => {
  it('applies each event once: a copy later in the run and an event applied before are acknowledged as duplicates', async () => {
    const userId = newId();
    const before = settledWin(userId, 10_000, 2);
    await harness.leaderboard.call('leaderboard.on.bet-settled', before);
    const [lost, won] = [settled(userId, { amount: 20_000 }), settledWin(userId, 10_000, 3)];

    const { acks } = await harness.leaderboard.call('leaderboard.on.bet-settled.batch', { events: [lost, won, before, lost] });

    expect(acks).toEqual([
      { eventId: lost.eventId, duplicate: false },
      { eventId: won.eventId, duplicate: false },
      { eventId: before.eventId, duplicate: true },
      { eventId: lost.eventId, duplicate: true },
    ]);
    expect(await figures(userId)).toMatchObject({ betsPlaced: 3, totalStaked: 400, totalWinnings: 300, highestMultiplier: 3 });
  });

  it('applies an event whose id is written in capitals, and knows it again in lower case', async () => {
    const userId = newId();
    const event = settledWin(userId, 10_000, 2);
    const shouted = { ...event, eventId: event.eventId.toUpperCase() };

    const { acks } = await harness.leaderboard.call('leaderboard.on.bet-settled.batch', { events: [shouted, settled(userId)] });

    expect(acks.map((ack) => ack.duplicate)).toEqual([false, false]);
    await expect(harness.leaderboard.call('leaderboard.on.bet-settled', event)).resolves.toEqual({ eventId: event.eventId, duplicate: true });
    expect(await figures(userId)).toMatchObject({ betsPlaced: 2, totalWinnings: 100 });
  });

  it('ends, for two players whose bets share runs, as each history applied once in settlement order (fast-check)', async () => {
    const twoHistories = fc.tuple(arbitraryHistory(20), arbitraryHistory(20));
    await fc.assert(
      fc.asyncProperty(
        twoHistories.chain(([first, second]) => {
          const events = [...first.map((bet) => ({ bet, player: 0 })), ...second.map((bet) => ({ bet, player: 1 }))];
          return fc.tuple(fc.constant([first, second]), arbitraryDelivery(events), fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 40, maxLength: 40 }));
        }),
        async ([histories, delivered, runLengths]) => {
          const userIds = [newId(), newId()];
          const events = delivered.map(({ bet, player }) => eventOfBet(bet, userIds[player]!));
          const runs: (typeof events)[] = [];
          let start = 0;
          for (const length of runLengths) {
            if (start < events.length) runs.push(events.slice(start, start + length));
            start += length;
          }
          if (start < events.length) runs.push(events.slice(start));
          // two runs at a time, shared by two replicas: the players' locks are taken by both at once
          for (let first = 0; first < runs.length; first += 2) {
            await Promise.all(runs.slice(first, first + 2).map((run) => harness.leaderboard.call('leaderboard.on.bet-settled.batch', { events: run })));
          }
          for (const [player, bets] of histories.entries()) {
            const userId = userIds[player]!;
            const expected = standingOf(bets.map((bet) => ({ ...bet, userId, username: `player_${userId.slice(0, 8)}` })) as [SettledBet, ...SettledBet[]]);
            expect(await findStanding(harness.db, userId)).toEqual(expected);
          }
        },
      ),
      { numRuns: 25 },
    );
    expect(await rebuildStandings(harness.db, { repair: false })).toMatchObject({ differences: [] });
  });
});

