import { type BetSlot, payoutPaisa, pkrToPaisa } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, balancedLedger } from '../../wallet/test/support/ledger-audit';
import { controlNextRound, type EngineHarness, type Player, refusalWithStatusOf, startEngineHarness, untilServing } from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_two_bets');
  await harness.startEngine({ BETTING_MS: '3000' });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

const bet = (player: Player, amountPkr: number, slot: BetSlot) =>
  harness.client.call('game.crash.bet', { ...player, amount: pkrToPaisa(amountPkr), autoCashoutHundredths: null, multipleCashouts: 1, slot });

const cashOut = (player: Player, named: { slot?: BetSlot; betId?: string } = {}) => harness.client.call('game.crash.cashout', { userId: player.userId, ...named });

async function nextRoundCrashingAt(hundredths: number): Promise<number> {
  const round = await controlNextRound(harness.client, hundredths);
  await harness.live.waitFor('betting_phase', (event) => event.round === round);
  return round;
}

describe('two bets a round', () => {
  it('settles two bets of one player on their own: the lowest slot cashed out unnamed, the other lost', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(115);
    const [first, second] = await Promise.all([bet(player, 100, 1), bet(player, 200, 2)]);
    expect(first).toMatchObject({ betId: first.bet.id, slot: 1, bet: { slot: 1, amount: 100, round } });
    expect(second).toMatchObject({ betId: second.bet.id, slot: 2, bet: { slot: 2, amount: 200, round } });
    expect(await harness.balance(player)).toBe(pkrToPaisa(700));

    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.03);
    const cashed = await cashOut(player);
    expect(cashed).toMatchObject({ betId: first.betId, slot: 1 });
    await harness.live.waitFor('game_crash', (event) => event.round === round);

    const state = await harness.client.call('game.crash.state', {});
    const mine = state.activeBets.filter((shown) => shown.userId === player.userId);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.betId, status: 'won', cashoutMultiplier: cashed.multiplier }),
        expect.objectContaining({ id: second.betId, status: 'lost', cashoutMultiplier: null }),
      ]),
    );
    const payout = payoutPaisa(pkrToPaisa(100), Math.round(cashed.multiplier * 100));
    await expect.poll(() => harness.balance(player), { timeout: 10_000 }).toBe(pkrToPaisa(700) + payout);
    expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
  });

  it('cashes out the bet in the slot named, and each slot once', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(120);
    const [first, second] = await Promise.all([bet(player, 100, 1), bet(player, 100, 2)]);
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.03);
    expect(await cashOut(player, { slot: 2 })).toMatchObject({ betId: second.betId, slot: 2 });
    expect(await refusalWithStatusOf(cashOut(player, { slot: 2 }))).toEqual({ status: 400, code: 'NO_ACTIVE_BET', message: "You don't have an active bet in this round" });
    expect(await cashOut(player, { betId: first.betId })).toMatchObject({ betId: first.betId, slot: 1 });
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
  });

  it('refuses a third bet with its own message, and a bet in a slot taken while the other is free as before', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(101);
    await bet(player, 100, 1);
    expect(await refusalWithStatusOf(bet(player, 100, 1))).toEqual({ status: 400, code: 'ALREADY_BET', message: 'You have already placed a bet in this round' });
    await bet(player, 150, 2);
    for (const slot of [1, 2] as const) {
      expect(await refusalWithStatusOf(bet(player, 50, slot))).toEqual({ status: 409, code: 'ALREADY_BET', message: 'You already have two bets in this round' });
    }
    const rows = await harness.engineDb.query<{ slot: number }>(
      `SELECT slot FROM bets WHERE game_type = 'crash' AND round_number = $1 AND user_id = $2 ORDER BY slot`,
      [round, player.userId],
    );
    expect(rows.rows).toEqual([{ slot: 1 }, { slot: 2 }]);
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(await harness.balance(player)).toBe(pkrToPaisa(750));
    expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
  });

  it('places one of two bets sent at once in the same slot and the other slot still takes a bet', async () => {
    const player = await harness.newPlayer(1_000);
    await nextRoundCrashingAt(101);
    const answers = await Promise.allSettled([bet(player, 100, 2), bet(player, 100, 2)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await bet(player, 100, 1)).toMatchObject({ slot: 1 });
    expect(await harness.balance(player)).toBe(pkrToPaisa(800));
  });
});
