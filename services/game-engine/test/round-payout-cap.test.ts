import { payoutPaisa, pkrToPaisa } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, balancedLedger } from '../../wallet/test/support/ledger-audit';
import { controlNextRound, type EngineHarness, placeBet, refusalOf, startEngineHarness, untilRecorded, untilServing } from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_payout_cap');
  await harness.startEngine({ ROUND_MAX_PAYOUT_PKR: '10000', BETTING_MS: '1500' });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

describe('the round payout cap', () => {
  it('cashes every open bet out once at the multiplier where they reach the cap, and the round flies on to its crash point', async () => {
    const { client, live } = harness;
    const [steady, early, hopeful] = await Promise.all([harness.newPlayer(10_000), harness.newPlayer(10_000), harness.newPlayer(10_000)]);
    const round = await controlNextRound(client, 115);
    await live.waitFor('betting_phase', (event) => event.round === round);
    // 9,500 PKR riding: 9,785 PKR at 1.03x, where the early bet leaves; the 9,000 PKR left reach 10,000 PKR at 1.12x.
    const bets = await Promise.all([placeBet(client, steady, 4_500), placeBet(client, early, 500, 103), placeBet(client, hopeful, 4_500, 150)]);
    const [{ betId: steadyBet }, { betId: earlyBet }, { betId: hopefulBet }] = bets;

    const forced = await live.waitFor('forced_cashout', (event) => event.round === round);
    expect(forced).toMatchObject({ multiplier: 1.12, bets: 2 });
    // The player's own cash-out, a moment late, finds the bet already won at the cap.
    expect(await refusalOf(client.call('game.crash.cashout', { userId: steady.userId }))).toMatchObject({ code: 'NO_ACTIVE_BET' });
    const crash = await live.waitFor('game_crash', (event) => event.round === round);
    expect(crash.crashPoint).toBe(1.15);
    expect(live.ofRound(round).some((event) => event.type === 'game_tick' && event.multiplier > 1.12)).toBe(true);

    const wins = live.events.flatMap((event) => (event.type === 'bet_cashed_out' && bets.some((placed) => placed.betId === event.id) ? [[event.id, event.multiplier]] : []));
    expect(wins.sort()).toEqual([[steadyBet, 1.12], [earlyBet, 1.03], [hopefulBet, 1.12]].sort());
    await untilRecorded(client, round);
    const recorded = await harness.engineDb.query('SELECT payout_capped_at FROM rounds WHERE game_type = $1 AND round_number = $2', ['crash', round]);
    expect(recorded.rows).toEqual([{ payout_capped_at: 112 }]);
    const stored = await harness.engineDb.query('SELECT id, status, cashout_multiplier FROM bets WHERE round_number = $1 ORDER BY id', [round]);
    expect(stored.rows).toEqual(
      [
        { id: steadyBet, status: 'won', cashout_multiplier: 112 },
        { id: earlyBet, status: 'won', cashout_multiplier: 103 },
        { id: hopefulBet, status: 'won', cashout_multiplier: 112 },
      ].sort((one, other) => one.id.localeCompare(other.id)),
    );

    const start = pkrToPaisa(10_000);
    await expect.poll(() => Promise.all([steady, early, hopeful].map((player) => harness.balance(player))), { timeout: 10_000 }).toEqual([
      start - pkrToPaisa(4_500) + payoutPaisa(pkrToPaisa(4_500), 112),
      start - pkrToPaisa(500) + payoutPaisa(pkrToPaisa(500), 103),
      start - pkrToPaisa(4_500) + payoutPaisa(pkrToPaisa(4_500), 112),
    ]);
    expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
  });
});
