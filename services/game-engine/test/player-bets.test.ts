import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlNextRound, type EngineHarness, placeBet, type Player, startEngineHarness, untilServing } from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_player_bets');
  await harness.startEngine();
  await untilServing(harness.client);
  await untilServing(harness.client, 'aviator');
});

afterAll(async () => {
  await harness?.stop();
});

/** Plays one Crash round for `player`: a bet of `amountPkr`, cashed out on the first tick when `cashOut`. */
async function playRound(player: Player, amountPkr: number, cashOut: boolean): Promise<number> {
  const round = await controlNextRound(harness.client, 115);
  await harness.live.waitFor('betting_phase', (event) => event.round === round);
  await placeBet(harness.client, player, amountPkr);
  if (cashOut) {
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.02);
    await harness.client.call('game.crash.cashout', { userId: player.userId });
  }
  await harness.live.waitFor('game_crash', (event) => event.round === round);
  return round;
}

describe("a player's betting history", () => {
  it('lists only their own bets, newest first, with the cash-out or the loss, and pages with before', async () => {
    const player = await harness.newPlayer(1_000);
    const other = await harness.newPlayer(1_000);
    const lostRound = await playRound(player, 100, false);
    const wonRound = await playRound(player, 200, true);
    await playRound(other, 50, false);

    const firstPage = await harness.client.call('game.bets.list', { userId: player.userId, limit: 1 });
    expect(firstPage.hasMore).toBe(true);
    const [won] = firstPage.bets;
    expect(won).toMatchObject({ gameType: 'crash', round: wonRound, amount: 200, status: 'won' });
    expect(won!.cashoutMultiplier).toBeGreaterThanOrEqual(1.02);
    expect(won!.payout).toBe(Math.floor(200 * won!.cashoutMultiplier! * 100) / 100);

    const secondPage = await harness.client.call('game.bets.list', { userId: player.userId, limit: 1, before: won!.placedAt });
    expect(secondPage).toEqual({
      bets: [expect.objectContaining({ round: lostRound, amount: 100, status: 'lost', cashoutMultiplier: null, payout: 0 })],
      hasMore: false,
    });
  });

  it("lists one game's bets alone when asked for its game type, each with its slot", async () => {
    const player = await harness.newPlayer(1_000);
    const crashRound = await playRound(player, 40, false);
    const aviatorRound = await controlNextRound(harness.client, 110, 'aviator');
    await harness.live.waitFor('betting_phase', (event) => event.round === aviatorRound, { gameType: 'aviator' });
    await placeBet(harness.client, player, 60, null, 'aviator');

    const aviator = await harness.client.call('game.bets.list', { userId: player.userId, gameType: 'aviator' });
    expect(aviator).toEqual({ bets: [expect.objectContaining({ gameType: 'aviator', round: aviatorRound, slot: 1, amount: 60 })], hasMore: false });
    const crash = await harness.client.call('game.bets.list', { userId: player.userId, gameType: 'crash' });
    expect(crash).toEqual({ bets: [expect.objectContaining({ gameType: 'crash', round: crashRound, slot: 1, amount: 40 })], hasMore: false });
    expect((await harness.client.call('game.bets.list', { userId: player.userId })).bets).toHaveLength(2);
  });

  it('is empty for a player who never bet', async () => {
    const player = await harness.newPlayer(10);
    expect(await harness.client.call('game.bets.list', { userId: player.userId })).toEqual({ bets: [], hasMore: false });
  });
});
