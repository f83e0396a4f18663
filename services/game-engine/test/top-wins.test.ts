import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlNextRound, type EngineHarness, placeBet, type Player, startEngineHarness, untilServing } from './support/engine-harness';

/** The engines' clock: 20 March 2026, 15:00 in Pakistan. */
const NOW = new Date('2026-03-20T10:00:00Z');

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_top_wins');
  await harness.startEngine({}, { now: () => NOW });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

/** A win of each player in one round, each then dated as the test says by its settlement time. */
const wins = {
  lastYear: { amount: 1_000, autoCashout: 105, settledAt: '2025-12-31T18:30:00Z' }, // 23:30 on 31 December in Pakistan
  newYearsNight: { amount: 400, autoCashout: 108, settledAt: '2025-12-31T19:30:00Z' }, // 00:30 on 1 January in Pakistan
  lastMonth: { amount: 500, autoCashout: 110, settledAt: '2026-02-10T12:00:00Z' },
  earlierThisMonth: { amount: 300, autoCashout: 112, settledAt: '2026-03-05T12:00:00Z' },
  lastNight: { amount: 80, autoCashout: 114, settledAt: '2026-03-19T19:30:00Z' }, // 00:30 today in Pakistan
  thisMorning: { amount: 100, autoCashout: 115, settledAt: '2026-03-20T04:00:00Z' },
};
type Winner = keyof typeof wins;
const winners = Object.keys(wins) as Winner[];
const players = new Map<Winner, Player & { betId: string }>();

const top = (period: 'day' | 'month' | 'year', by: 'win' | 'multiplier', gameType: 'crash' | 'aviator' = 'crash') =>
  harness.client.call('game.top', { gameType, period, by });
const namesOf = (reply: Awaited<ReturnType<typeof top>>) =>
  reply.bets.map((bet) => winners.find((winner) => players.get(winner)?.betId === bet.id));

describe('the top wins of the day, month and year', () => {
  beforeAll(async () => {
    const [loser, ...funded] = await Promise.all([harness.newPlayer(2_000), ...winners.map(() => harness.newPlayer(2_000))]);
    const round = await controlNextRound(harness.client, 120);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    await Promise.all(
      winners.map(async (winner, index) => {
        const player = funded[index]!;
        const placed = await placeBet(harness.client, player, wins[winner].amount, wins[winner].autoCashout);
        players.set(winner, { ...player, betId: placed.betId });
      }),
    );
    await placeBet(harness.client, loser!, 1_500);
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    for (const winner of winners) {
      const moved = await harness.engineDb.query(`UPDATE bets SET settled_at = $2 WHERE id = $1 AND status = 'won'`, [players.get(winner)?.betId, wins[winner].settledAt]);
      expect(moved.rowCount, winner).toBe(1);
    }
  });

  it('counts only the wins since midnight in Pakistan for the day, biggest first', async () => {
    expect(namesOf(await top('day', 'win'))).toEqual(['thisMorning', 'lastNight']);
    expect(namesOf(await top('day', 'multiplier'))).toEqual(['thisMorning', 'lastNight']);
  });

  it('leaves a win of an earlier month out of the month, and one of last year out of the year', async () => {
    expect(namesOf(await top('month', 'win'))).toEqual(['earlierThisMonth', 'thisMorning', 'lastNight']);
    expect(namesOf(await top('month', 'multiplier'))).toEqual(['thisMorning', 'lastNight', 'earlierThisMonth']);
    expect(namesOf(await top('year', 'win'))).toEqual(['lastMonth', 'newYearsNight', 'earlierThisMonth', 'thisMorning', 'lastNight']);
    expect(namesOf(await top('year', 'multiplier'))).toEqual(['thisMorning', 'lastNight', 'earlierThisMonth', 'lastMonth', 'newYearsNight']);
  });

  it('answers each win with its player, stake, multiplier, payout and time, in PKR', async () => {
    const { bets, period, by } = await top('year', 'win');
    const lastMonth = players.get('lastMonth');
    expect({ period, by }).toEqual({ period: 'year', by: 'win' });
    expect(bets[0]).toEqual({
      id: lastMonth?.betId,
      round: expect.any(Number),
      userId: lastMonth?.userId,
      username: lastMonth?.username,
      amount: 500,
      cashoutMultiplier: 1.1,
      winAmount: 550,
      settledAt: '2026-02-10T12:00:00.000Z',
    });
  });

  it("keeps each game's wins to itself", async () => {
    expect((await top('year', 'win', 'aviator')).bets).toEqual([]);
  });
});
