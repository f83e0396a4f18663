import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaderboardHarness, newId, registered, settled, settledWin, startLeaderboardHarness } from './support/harness';

let harness: LeaderboardHarness;
beforeAll(async () => {
  harness = await startLeaderboardHarness('leaderboard_standings');
});
afterAll(() => harness?.stop());

const apply = (events: Parameters<typeof settled>[1][], userId: string) =>
  Promise.all(events.map((overrides) => harness.leaderboard.call('leaderboard.on.bet-settled', settled(userId, overrides))));

describe('the leaderboard', () => {
  // Four players: one who wins most in total, one with the biggest single win, one with the highest
  // multiplier, and one with the most achievements; the fifth ties the fourth on total winnings.
  const total = newId();
  const biggest = newId();
  const highest = newId();
  const decorated = newId();
  const tied = newId();

  beforeAll(async () => {
    harness.users.set(total, 'green').set(biggest, 'red').set(highest, 'purple').set(decorated, 'teal');
    harness.equipped.set(biggest, JSON.stringify(['crown', 'fire_frame', 'no_such_item']));
    const doubled = { amount: 100_000, cashoutMultiplier: 2, payout: 200_000, crashPoint: 3 };
    await apply([doubled, doubled], total);
    const big = settledWin(biggest, 150_000, 2);
    await harness.leaderboard.call('leaderboard.on.bet-settled', big);
    await harness.leaderboard.call('leaderboard.on.bet-settled', settledWin(highest, 1_000, 6));
    // a 5,000 PKR stake (high_roller) lost, then a 3.00x cash-out (diamond_hands)
    await harness.leaderboard.call('leaderboard.on.bet-settled', settled(decorated, { amount: 500_000 }));
    await harness.leaderboard.call('leaderboard.on.bet-settled', settledWin(decorated, 1_000, 3));
    await harness.leaderboard.call('leaderboard.on.bet-settled', settledWin(tied, 1_000, 3));
  });

  const ids = (entries: { user: { id: string } }[]) => entries.map((entry) => entry.user.id);

  it('ranks by total winnings by default, with each entry in PKR and its avatar colour', async () => {
    const entries = await harness.leaderboard.call('leaderboard.get', {});
    expect(ids(entries).slice(0, 3)).toEqual([total, biggest, highest]);
    expect(entries[0]).toEqual({
      user: { id: total, username: `player_${total.slice(0, 8)}`, avatarColor: 'green', selectedAccessories: [] },
      totalWinnings: 2_000,
      biggestWin: 1_000,
      highestMultiplier: 2,
      achievements: [],
    });
  });

  it("carries each player's equipped items from auth, known catalogue ids only", async () => {
    const entries = await harness.leaderboard.call('leaderboard.get', {});
    expect(entries.find((entry) => entry.user.id === biggest)?.user).toMatchObject({ avatarColor: 'red', selectedAccessories: ['crown', 'fire_frame'] });
  });

  it('ranks each tab by its own figure', async () => {
    expect(ids(await harness.leaderboard.call('leaderboard.get', { sort: 'biggestWin' }))[0]).toBe(biggest);
    expect(ids(await harness.leaderboard.call('leaderboard.get', { sort: 'highestMultiplier' }))[0]).toBe(highest);
    const byAchievements = await harness.leaderboard.call('leaderboard.get', { sort: 'achievements' });
    expect(byAchievements[0]).toMatchObject({ user: { id: decorated }, achievements: ['high_roller', 'diamond_hands'] });
  });

  it('breaks ties the same way every time: total winnings, then username', async () => {
    const entries = await harness.leaderboard.call('leaderboard.get', { sort: 'totalWinnings', limit: 100 });
    const [first, second] = [decorated, tied].sort((a, b) => (`player_${a.slice(0, 8)}` < `player_${b.slice(0, 8)}` ? -1 : 1));
    expect(ids(entries).slice(3)).toEqual([first, second]);
    expect(ids(await harness.leaderboard.call('leaderboard.get', { sort: 'totalWinnings', limit: 100 }))).toEqual(ids(entries));
  });

  it('answers at most the limit asked for', async () => {
    expect(await harness.leaderboard.call('leaderboard.get', { limit: 2 })).toHaveLength(2);
  });

  it('gives no colour and no items, which the page draws grey, for a player auth does not answer for', async () => {
    const entries = await harness.leaderboard.call('leaderboard.get', { limit: 100 });
    expect(entries.find((entry) => entry.user.id === tied)?.user).toMatchObject({ avatarColor: null, selectedAccessories: [] });
  });
});

describe('Early Bird', () => {
  it('goes to the first 100 registrations by time, whatever order their events arrive in', async () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const players = Array.from({ length: 101 }, (_, index) => ({ userId: newId(), at: new Date(start + index * 60_000).toISOString() }));
    // the latest first: the 101st is heard of while only it is known
    for (const player of [...players].reverse()) {
      await harness.leaderboard.call('leaderboard.on.user-registered', registered(player.userId, player.at));
    }
    const hundredth = players[99]!;
    const hundredAndFirst = players[100]!;
    expect((await harness.leaderboard.call('leaderboard.player', { userId: hundredth.userId })).achievements).toEqual(['early_bird']);
    expect((await harness.leaderboard.call('leaderboard.player', { userId: hundredAndFirst.userId })).achievements).toEqual([]);
    const event = registered(hundredth.userId, hundredth.at);
    await harness.leaderboard.call('leaderboard.on.user-registered', event);
    await expect(harness.leaderboard.call('leaderboard.on.user-registered', event)).resolves.toEqual({ eventId: event.eventId, duplicate: true });
  });
});

describe('the home page stats', () => {
  it('gives the biggest single win in PKR and the latest Crash rounds from the engine, rounds without bets included', async () => {
    harness.crashRounds = [3.1, 1.0, 2.0].map((crashPoint, index) => ({
      id: 40 - index,
      gameType: 'crash' as const,
      startTime: new Date().toISOString(),
      crashPoint,
      adminControlled: false,
      betStats: { total: 0, won: 0, lost: 0 },
    }));
    expect(await harness.leaderboard.call('leaderboard.stats', {})).toEqual({
      biggestWin: 1_500,
      latestCrashCrash: 3.1,
      recentCrashGames: [
        { id: 40, crashPoint: 3.1, adminControlled: false },
        { id: 39, crashPoint: 1, adminControlled: false },
        { id: 38, crashPoint: 2, adminControlled: false },
      ],
    });
  });

  it('labels a round whose crash point an admin set, as all public history does', async () => {
    const round = { gameType: 'crash' as const, startTime: new Date().toISOString(), betStats: { total: 0, won: 0, lost: 0 } };
    harness.crashRounds = [
      { ...round, id: 42, crashPoint: 7.5, adminControlled: true },
      { ...round, id: 41, crashPoint: 1.2, adminControlled: false },
    ];
    expect((await harness.leaderboard.call('leaderboard.stats', {})).recentCrashGames).toEqual([
      { id: 42, crashPoint: 7.5, adminControlled: true },
      { id: 41, crashPoint: 1.2, adminControlled: false },
    ]);
  });

  it('still gives the biggest win when the engine does not answer', async () => {
    harness.crashRounds = undefined;
    expect(await harness.leaderboard.call('leaderboard.stats', {})).toEqual({ biggestWin: 1_500, latestCrashCrash: 0, recentCrashGames: [] });
  });
});
