import { type BetSlot, pkrToPaisa, protectionMessages } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, balancedLedger } from '../../wallet/test/support/ledger-audit';
import { controlNextRound, type EngineHarness, type Player, refusalWithStatusOf, startEngineHarness, untilRecorded, untilServing } from './support/engine-harness';
import { announceProtection, protectionState } from './support/protection';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_bet_cancel');
  await harness.startEngine({ BETTING_MS: '3000' });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

const bet = (player: Player, amountPkr: number, slot: BetSlot = 1) =>
  harness.client.call('game.crash.bet', { ...player, amount: pkrToPaisa(amountPkr), autoCashoutHundredths: null, multipleCashouts: 1, slot });

const cancel = (player: Player, slot: BetSlot = 1, betId?: string) => harness.client.call('game.crash.cancel', { userId: player.userId, slot, betId });

async function nextRoundCrashingAt(hundredths: number): Promise<number> {
  const round = await controlNextRound(harness.client, hundredths);
  await harness.live.waitFor('betting_phase', (event) => event.round === round);
  return round;
}

/** The wallet's transfers that gave the bet's stake back: the void of its debit, or none. */
const refundsOf = async (betId: string) =>
  (await harness.walletDb.query<{ id: string }>(`SELECT id FROM transfers WHERE kind = 'void' AND id = $1`, [`void:${betId}`])).rows.length;

const statusOf = async (betId: string) => (await harness.engineDb.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [betId])).rows[0]?.status;

describe('cancelling a bet', () => {
  it('gives the stake back while the round is betting, once however often the cancel is sent, and frees the slot', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(101);
    const placed = await bet(player, 100);
    await bet(player, 50, 2);
    expect(await harness.balance(player)).toBe(pkrToPaisa(850));

    const answer = { betId: placed.betId, slot: 1, balance: 950 };
    expect(await Promise.all([cancel(player), cancel(player), cancel(player)])).toEqual([answer, answer, answer]);
    expect(await cancel(player)).toEqual(answer);
    expect(await harness.balance(player)).toBe(pkrToPaisa(950));
    expect(await refundsOf(placed.betId)).toBe(1);
    expect(await statusOf(placed.betId)).toBe('voided');
    await expect(harness.live.waitFor('bet_cancelled', (event) => event.id === placed.betId)).resolves.toMatchObject({ round, userId: player.userId });
    const state = await harness.client.call('game.crash.state', {});
    expect(state.activeBets.filter((shown) => shown.userId === player.userId).map((shown) => shown.amount)).toEqual([50]);

    const again = await bet(player, 200);
    expect(again).toMatchObject({ slot: 1, bet: { round } });
    expect(await harness.balance(player)).toBe(pkrToPaisa(750));
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(await statusOf(placed.betId)).toBe('voided');
    expect(await harness.balance(player)).toBe(pkrToPaisa(750));
    expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
  });

  it("answers a retried cancel naming its bet with that bet's cancel, after the player bet again and after the round, never taking back the later bet", async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(101);
    const placed = await bet(player, 100);
    const cancelled = { betId: placed.betId, slot: 1 };
    expect(await cancel(player, 1, placed.betId)).toEqual({ ...cancelled, balance: 1_000 });
    const again = await bet(player, 200);
    expect(await cancel(player, 1, placed.betId)).toEqual({ ...cancelled, balance: 800 });
    expect(await statusOf(again.betId)).toBe('active');

    await untilRecorded(harness.client, round);
    expect(await cancel(player, 1, placed.betId)).toEqual({ ...cancelled, balance: 800 });
    expect([await refundsOf(placed.betId), await refundsOf(again.betId), await statusOf(again.betId)]).toEqual([1, 0, 'lost']);
    expect(await harness.balance(player)).toBe(pkrToPaisa(800));
    expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
  });

  it('refuses a cancel without a bet in the slot, and once betting is closed, leaving the bet to ride', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await nextRoundCrashingAt(110);
    expect(await refusalWithStatusOf(cancel(player))).toEqual({ status: 400, code: 'NO_ACTIVE_BET', message: "You don't have an active bet in this round" });
    const placed = await bet(player, 100, 2);
    expect(await refusalWithStatusOf(cancel(player, 1))).toMatchObject({ code: 'NO_ACTIVE_BET' });

    await harness.live.waitFor('new_game', (event) => event.round === round);
    const closed = { status: 409, code: 'BETTING_CLOSED', message: 'Betting is closed for this round' };
    expect(await refusalWithStatusOf(cancel(player, 2))).toEqual(closed);
    expect(await refusalWithStatusOf(cancel(player, 1))).toEqual(closed);
    await untilRecorded(harness.client, round);
    expect(await statusOf(placed.betId)).toBe('lost');
    expect(await refundsOf(placed.betId)).toBe(0);
    expect(await harness.balance(player)).toBe(pkrToPaisa(900));
    expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
  });

  it('counts a cancelled bet as no bet against the daily loss limit', async () => {
    const player = await harness.newPlayer(1_000);
    const limit = pkrToPaisa(150);
    await announceProtection(harness.client, protectionState(player.userId, 1, { limits: { depositDaily: null, depositWeekly: null, depositMonthly: null, lossDaily: limit } }));
    const round = await nextRoundCrashingAt(101);
    await bet(player, 100);
    await cancel(player);
    await bet(player, 100);
    expect(await refusalWithStatusOf(bet(player, 100, 2))).toEqual({ status: 400, code: 'VALIDATION', message: protectionMessages.lossLimit(limit) });
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(await harness.balance(player)).toBe(pkrToPaisa(900));
  });
});
