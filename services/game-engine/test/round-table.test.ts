import { broadcasts, pkrToPaisa, type RoundBetsUpdate, roundBetsUpdateSchema } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlNextRound, type EngineHarness, placeBet, startEngineHarness, untilServing } from './support/engine-harness';

let harness: EngineHarness;
/** Every table update heard on the bus, with when it arrived, as a gateway hears them. */
const heard: Array<{ at: number; update: RoundBetsUpdate }> = [];

beforeAll(async () => {
  harness = await startEngineHarness('engine_round_table');
  // Betting long enough to place fifty bets over a second on a busy machine.
  await harness.startEngine({ BETTING_MS: '3000' });
  await untilServing(harness.client);
  harness.bus.subscribe(broadcasts.liveGame, (payload) => {
    const parsed = roundBetsUpdateSchema.safeParse(payload);
    if (parsed.success) heard.push({ at: Date.now(), update: parsed.data });
  });
});

afterAll(async () => {
  await harness?.stop();
});

const updatesOf = (round: number) => heard.filter(({ update }) => update.gameType === 'crash' && update.round === round);

async function nextRoundCrashingAt(hundredths: number): Promise<number> {
  const round = await controlNextRound(harness.client, hundredths);
  await harness.live.waitFor('betting_phase', (event) => event.round === round);
  return round;
}

describe("the round's live table", () => {
  it('answers every bet of a two-player round, with the cash-out multiplier and win of the one cashed out', async () => {
    const [ali, sara] = await Promise.all([harness.newPlayer(1_000), harness.newPlayer(1_000)]);
    const round = await nextRoundCrashingAt(115);
    const aliBet = await placeBet(harness.client, ali, 100.5);
    const saraBet = await placeBet(harness.client, sara, 250);
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.03);
    const cashed = await harness.client.call('game.crash.cashout', { userId: ali.userId });

    const table = await harness.client.call('game.crash.round-bets', {});
    expect(table).toEqual({
      round,
      count: 2,
      totalAmount: 350.5,
      bets: expect.arrayContaining([
        { id: aliBet.betId, userId: ali.userId, username: ali.username, amount: 100.5, slot: 1, cashoutMultiplier: cashed.multiplier, winAmount: cashed.winAmount },
        { id: saraBet.betId, userId: sara.userId, username: sara.username, amount: 250, slot: 1, cashoutMultiplier: null, winAmount: null },
      ]),
    });
    expect(table.bets).toHaveLength(2);

    // Between rounds the crashed round's table answers, with its results.
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(await harness.client.call('game.crash.round-bets', {})).toEqual(table);
    const heardRows = updatesOf(round).flatMap(({ update }) => update.bets);
    expect(heardRows.filter((row) => row.id === aliBet.betId).at(-1)).toMatchObject({ cashoutMultiplier: cashed.multiplier, winAmount: cashed.winAmount });
    expect(heardRows.filter((row) => row.id === saraBet.betId).at(-1)).toMatchObject({ cashoutMultiplier: null, winAmount: null });
  });

  it('answers an empty table for a round without bets', async () => {
    const round = await nextRoundCrashingAt(110);
    expect(await harness.client.call('game.crash.round-bets', {})).toEqual({ round, bets: [], count: 0, totalAmount: 0 });
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(updatesOf(round)).toEqual([]);
  });

  it('sends fifty bets placed over a second in updates at most five a second, together carrying every bet', async () => {
    const players = await Promise.all(Array.from({ length: 50 }, () => harness.newPlayer(100)));
    const round = await nextRoundCrashingAt(105);
    const placed = await Promise.all(
      players.map(async (player, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 20));
        return placeBet(harness.client, player, 10 + index);
      }),
    );
    await harness.live.waitFor('game_crash', (event) => event.round === round);

    const updates = updatesOf(round);
    const carried = new Set(updates.flatMap(({ update }) => update.bets.map((row) => row.id)));
    expect(carried).toEqual(new Set(placed.map((reply) => reply.betId)));
    const staked = players.reduce((sum, _player, index) => sum + pkrToPaisa(10 + index), 0);
    expect(updates.at(-1)?.update).toMatchObject({ count: 50, totalAmount: staked / 100, removed: [] });
    // Five a second: no six updates arrive within one second, give or take 50 ms of delivery on a busy machine.
    const arrivals = updates.map(({ at }) => at);
    for (let index = 0; index + 5 < arrivals.length; index += 1) {
      expect(arrivals[index + 5]! - arrivals[index]!, `updates ${index} to ${index + 5}`).toBeGreaterThanOrEqual(950);
    }
    // Batched: a second of bets takes a handful of updates, not one per bet.
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(updates.length).toBeLessThanOrEqual(15);
  });
});
