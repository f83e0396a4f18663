import { type GameType, payoutPaisa, pkrToPaisa } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlNextRound,
  type EngineHarness,
  placeBet,
  type Player,
  refusalOf,
  startEngineHarness,
  untilServing,
} from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_bets');
  // A pause long enough for a request to land between the crash and the next round, and a betting phase long
  // enough for the several calls some tests make in it on a busy machine.
  await harness.startEngine({ CRASHED_PAUSE_MS: '800', BETTING_MS: '3000' });
  await untilServing(harness.client);
  await untilServing(harness.client, 'aviator');
});

afterAll(async () => {
  await harness?.stop();
});

const bet = (player: Player, amountPkr: number, autoCashoutHundredths: number | null = null, gameType: GameType = 'crash') =>
  placeBet(harness.client, player, amountPkr, autoCashoutHundredths, gameType);

const cashOut = (player: Player, gameType: GameType = 'crash', betId?: string) =>
  harness.client.call(`game.${gameType}.cashout`, { userId: player.userId, ...(betId === undefined ? {} : { betId }) });

/** Sets the next round's crash point and waits for its betting phase. */
async function nextRoundCrashingAt(hundredths: number, gameType: GameType = 'crash'): Promise<number> {
  const round = await controlNextRound(harness.client, hundredths, gameType);
  await harness.live.waitFor('betting_phase', (event) => event.round === round, { gameType });
  return round;
}

describe('bets and cash-outs', () => {
  it.each(['crash', 'aviator'] as const)('leaves exactly before - amount + payout after a %s bet and a cash-out', async (gameType) => {
    const player = await harness.newPlayer(1_000);
    const before = await harness.balance(player);
    const round = await nextRoundCrashingAt(115, gameType);
    const placed = await bet(player, 250, null, gameType);
    expect(placed.bet).toMatchObject({ amount: 250, autoCashoutAt: null, multipleCashouts: 1, round, gameType });
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.03, { gameType });
    const cashed = await cashOut(player, gameType);
    expect(cashed.multiplier).toBeGreaterThanOrEqual(1.03);
    expect(cashed.multiplier).toBeLessThan(1.15);
    const payout = payoutPaisa(pkrToPaisa(250), Math.round(cashed.multiplier * 100));
    expect(pkrToPaisa(cashed.winAmount)).toBe(payout);
    // The credit is written before the answer only when the wallet answers within a second; the outbox brings it otherwise.
    await expect.poll(() => harness.balance(player), { timeout: 10_000 }).toBe(before - pkrToPaisa(250) + payout);
  });

  it('leaves exactly before - amount after a bet that lost', async () => {
    const player = await harness.newPlayer(1_000);
    const before = await harness.balance(player);
    const round = await nextRoundCrashingAt(104);
    await bet(player, 300);
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    const state = await harness.client.call('game.crash.state', {});
    expect(state.activeBets).toEqual([expect.objectContaining({ userId: player.userId, status: 'lost', cashoutMultiplier: null })]);
    expect(await harness.balance(player)).toBe(before - pkrToPaisa(300));
  });

  it('refuses a bet while the round flies and after it crashed, with the texts the client maps', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(110);
    await harness.live.waitFor('new_game', (event) => event.round === round);
    expect(await refusalOf(bet(player, 100))).toEqual({ code: 'GAME_IN_PROGRESS', message: 'Game is already in progress' });
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(await refusalOf(bet(player, 100))).toEqual({ code: 'NO_ACTIVE_GAME', message: 'No active game' });
    expect(await harness.balance(player)).toBe(pkrToPaisa(1_000));
  });

  it('refuses bets outside 10 to 10,000 PKR with the form messages', async () => {
    const player = await harness.newPlayer(20_000);
    await nextRoundCrashingAt(101);
    expect(await refusalOf(bet(player, 9.99))).toEqual({ code: 'VALIDATION', message: 'Minimum bet is 10 PKR' });
    expect(await refusalOf(bet(player, 10_000.01))).toEqual({ code: 'VALIDATION', message: 'Maximum bet is 10,000 PKR' });
    expect(await harness.balance(player)).toBe(pkrToPaisa(20_000));
  });

  it('refuses a second bet by the same player in one round and debits only the first', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(101);
    const [first, second] = await Promise.allSettled([bet(player, 100), bet(player, 200)]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(await refusalOf(bet(player, 300))).toMatchObject({ code: 'ALREADY_BET' });
    const taken = first.status === 'fulfilled' ? 100 : 200;
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(await harness.balance(player)).toBe(pkrToPaisa(1_000 - taken));
  });

  it('refuses a second cash-out of a bet and pays it once', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(115);
    await bet(player, 500);
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.02);
    const [first, second] = await Promise.allSettled([cashOut(player), cashOut(player)]);
    const won = [first, second].filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(await refusalOf(cashOut(player))).toEqual({ code: 'NO_ACTIVE_BET', message: "You don't have an active bet in this round" });
    const { multiplier } = (won[0] as PromiseFulfilledResult<{ multiplier: number }>).value;
    const payout = payoutPaisa(pkrToPaisa(500), Math.round(multiplier * 100));
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    await expect.poll(() => harness.balance(player), { timeout: 10_000 }).toBe(pkrToPaisa(500) + payout);
  });

  it('refuses cash-outs before the flight, without a bet, and after the crash with the spec texts', async () => {
    const bettor = await harness.newPlayer(1_000);
    const onlooker = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(110);
    await bet(bettor, 100);
    expect(await refusalOf(cashOut(bettor))).toEqual({
      code: 'CONFLICT',
      message: 'Game has not started yet - wait for the betting phase to end',
    });
    await harness.live.waitFor('new_game', (event) => event.round === round);
    expect(await refusalOf(cashOut(onlooker))).toEqual({ code: 'NO_ACTIVE_BET', message: "You don't have an active bet in this round" });
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(await refusalOf(cashOut(bettor))).toEqual({ code: 'CONFLICT', message: 'Game is not active - a new round will start shortly' });
    expect(await harness.balance(bettor)).toBe(pkrToPaisa(900));
  });

  it('cashes out the bet it names, never the player\'s bet of a later round nor another player\'s', async () => {
    const player = await harness.newPlayer(1_000);
    const other = await harness.newPlayer(1_000);
    const lostRound = await nextRoundCrashingAt(101);
    const lost = await bet(player, 100);
    await harness.live.waitFor('game_crash', (event) => event.round === lostRound);
    const round = await nextRoundCrashingAt(130);
    const [riding, othersBet] = await Promise.all([bet(player, 200), bet(other, 100)]);
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.02);
    const noActiveBet = { code: 'NO_ACTIVE_BET', message: "You don't have an active bet in this round" };
    expect(await refusalOf(cashOut(player, 'crash', lost.bet.id))).toEqual(noActiveBet);
    expect(await refusalOf(cashOut(player, 'crash', othersBet.bet.id))).toEqual(noActiveBet);
    const cashed = await cashOut(player, 'crash', riding.bet.id);
    expect(cashed.betId).toBe(riding.bet.id);
    const state = await harness.client.call('game.crash.state', {});
    expect(state.activeBets.find((shown) => shown.id === othersBet.bet.id)).toMatchObject({ status: 'active' });
  });

  it('cashes out automatically at exactly the target, and an auto target above the crash point loses', async () => {
    const winner = await harness.newPlayer(1_000);
    const loser = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(112);
    const [placed] = await Promise.all([bet(winner, 333, 107), bet(loser, 100, 113)]);
    expect(placed.bet.autoCashoutAt).toBe(1.07);
    const cashed = await harness.live.waitFor('bet_cashed_out', (event) => event.id === placed.bet.id);
    const payout = payoutPaisa(pkrToPaisa(333), 107);
    expect(cashed).toMatchObject({ multiplier: 1.07, winAmount: payout / 100, userId: winner.userId });
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    await expect.poll(() => harness.balance(winner), { timeout: 10_000 }).toBe(pkrToPaisa(1_000 - 333) + payout);
    expect(await harness.balance(loser)).toBe(pkrToPaisa(900));
  });

  it('cashes out an auto target equal to the crash point at that point', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(108);
    await bet(player, 100, 108);
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    await expect.poll(() => harness.balance(player), { timeout: 10_000 }).toBe(pkrToPaisa(900) + payoutPaisa(pkrToPaisa(100), 108));
  });

  it('refuses a bet above the balance with the wallet message, and no bet exists', async () => {
    const player = await harness.newPlayer(50);
    const round = await nextRoundCrashingAt(101);
    expect(await refusalOf(bet(player, 100))).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
    const state = await harness.client.call('game.crash.state', {});
    expect(state.activeBets.filter((shown) => shown.userId === player.userId)).toEqual([]);
    expect(await harness.balance(player)).toBe(pkrToPaisa(50));
    // Nothing holds the player's place in the round: a bet they can afford goes through.
    expect((await bet(player, 40)).bet.round).toBe(round);
  });
});
