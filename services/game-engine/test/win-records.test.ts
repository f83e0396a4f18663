import { randomUUID } from 'node:crypto';
import { payoutPaisa, pkrToPaisa } from '@pkr/contracts';
import { type BusClient, createLogger, OutboxRelay } from '@pkr/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_CREDIT_WAIT_MS, payoutCredit } from '../src/payouts/payout-credit';
import type { WinToRecord } from '../src/db/bets';
import { WinRecords } from '../src/payouts/win-records';
import { controlNextRound, type EngineHarness, placeBet, startEngineHarness, untilServing } from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_win_records');
  await harness.startEngine({ BETTING_MS: '2000', MAX_MULTIPLIER: '1.6' });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

async function bettingRound(crashHundredths: number): Promise<number> {
  const round = await controlNextRound(harness.client, crashHundredths);
  await harness.live.waitFor('betting_phase', (event) => event.round === round);
  return round;
}

const statusOf = async (betId: string) =>
  (await harness.engineDb.query<{ status: string }>('SELECT status FROM bets WHERE id = $1', [betId])).rows[0]?.status;

/** A recorder on the engine's database; `client` reaches the wallet (the harness's, unless a test cuts it off). */
function recorder(client: BusClient = harness.client): WinRecords {
  const logger = createLogger('win-records', 'silent');
  return new WinRecords({ pool: harness.engineDb, client, relay: new OutboxRelay({ pool: harness.engineDb, client, logger }), logger }, { inFlight: 1, maxSize: 10 });
}

/** The win of a riding bet of 100 PKR at `hundredths`, its payout credit queued under "payout:<bet id>". */
function winOf(round: number, betId: string, userId: string, hundredths: number, cashoutKey?: string): WinToRecord {
  const payout = payoutPaisa(pkrToPaisa(100), hundredths);
  const riding = { id: betId, gameType: 'crash', round, userId, username: '', amount: pkrToPaisa(100), autoCashoutHundredths: null, multipleCashouts: 1, slot: 1, status: 'active', cashoutHundredths: null, payout: null } as const;
  return { betId, hundredths, payout, cashoutKey, credit: payoutCredit(riding, hundredths, payout) };
}

describe('wins recorded together', () => {
  it('pays every cash-out sent at once exactly once, at the multiplier each was answered', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => harness.newPlayer(1_000)));
    const round = await bettingRound(150);
    const bets = await Promise.all(players.map((player) => placeBet(harness.client, player, 100)));
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.1);
    const wins = await Promise.all(players.map((player) => harness.client.call('game.crash.cashout', { userId: player.userId })));
    // A credit the wallet did not answer within a second comes through the outbox: the balances are awaited.
    await expect
      .poll(() => Promise.all(players.map((player) => harness.balance(player))), { timeout: 10_000 })
      .toEqual(wins.map((win) => pkrToPaisa(900) + payoutPaisa(pkrToPaisa(100), Math.round(win.multiplier * 100))));
    // One payout transfer a bet in the ledger, whichever way each credit came.
    const payouts = await harness.walletDb.query<{ n: number }>(`SELECT count(*)::int AS n FROM transfers WHERE id = ANY($1) AND kind = 'payout'`, [
      bets.map((bet) => `payout:${bet.bet.id}`),
    ]);
    expect(payouts.rows[0]!.n).toBe(30);
    expect(await Promise.all(bets.map((bet) => statusOf(bet.bet.id)))).toEqual(bets.map(() => 'won'));
  });

  it('writes a win the database refuses apart from the others of its batch, which still win', async () => {
    const [lead, refused, other] = await Promise.all([harness.newPlayer(1_000), harness.newPlayer(1_000), harness.newPlayer(1_000)]);
    const round = await bettingRound(120);
    const [leadBet, refusedBet, otherBet] = await Promise.all([lead, refused, other].map((player) => placeBet(harness.client, player, 100)));
    // The player already won a bet of the previous round under this cash-out key: a second win under it is refused.
    await harness.engineDb.query(
      `INSERT INTO bets (id, game_type, round_number, user_id, username, amount, multiple_cashouts, status, cashout_multiplier, payout, cashout_key)
       VALUES ($1, 'crash', $2, $3, $4, 10000, 1, 'won', 150, 15000, 'used-key')`,
      [randomUUID(), round - 1, refused.userId, refused.username],
    );
    const wins = recorder();
    // The first win goes alone; the two sent while it is written go together in the next batch.
    const [, first, second] = await Promise.allSettled([
      wins.record(winOf(round, leadBet!.bet.id, lead.userId, 150)).written,
      wins.record(winOf(round, refusedBet!.bet.id, refused.userId, 150, 'used-key')).written,
      wins.record(winOf(round, otherBet!.bet.id, other.userId, 150)).written,
    ]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: true });
    expect([await statusOf(refusedBet!.bet.id), await statusOf(otherBet!.bet.id)]).toEqual(['active', 'won']);
  });

  it('credits the payouts of the wins written together in one wallet call, and the wins sent meanwhile in the next', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => harness.newPlayer(1_000)));
    const round = await bettingRound(150);
    const bets = await Promise.all(players.map((player) => placeBet(harness.client, player, 100)));
    const creditCalls: number[] = [];
    const counting: BusClient = {
      call(subject, request, options) {
        if (subject === 'wallet.credit.batch') creditCalls.push((request as { moves: unknown[] }).moves.length);
        return harness.client.call(subject, request, options);
      },
    };
    // Every credit of these payouts sent to the wallet, by the recorder or by any relay.
    const transferIds = bets.map((placed) => `payout:${placed.bet.id}`);
    const sent: string[] = [];
    const sends = ['wallet.credit', 'wallet.credit.batch'].map((subject) =>
      harness.bus.subscribe(subject, (payload) => {
        const moves = 'moves' in (payload as object) ? (payload as { moves: Array<{ transferId: string }> }).moves : [payload as { transferId: string }];
        sent.push(...moves.map((move) => move.transferId).filter((id) => transferIds.includes(id)));
      }),
    );
    await harness.bus.flush();
    const wins = recorder(counting);
    const record = (index: number) => wins.record(winOf(round, bets[index]!.bet.id, players[index]!.userId, 120 + index));
    const together = [record(0), record(1)];
    // The code recording the first two has run: their batch is in flight, and the next two wait for it.
    await Promise.resolve();
    const settlements = [...together, record(2), record(3)];

    expect(await Promise.all(settlements.map((settlement) => settlement.written))).toEqual([true, true, true, true]);
    await Promise.all(settlements.map((settlement) => settlement.credited));
    expect(creditCalls).toEqual([2, 2]);
    // Taken out of the outbox by the cash-out path (the first batch's by the second's statement), so the engine's
    // relay, polling every second, never finds them due: past their due time each was still sent once only.
    const stillInOutbox = () =>
      harness.engineDb
        .query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE dedupe_key = ANY($1)`, [transferIds])
        .then((result) => result.rows[0]!.n);
    await expect.poll(stillInOutbox, { timeout: 5_000 }).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, PAYOUT_CREDIT_WAIT_MS + 1_500));
    sends.forEach((subscription) => subscription.unsubscribe());
    expect(sent.sort()).toEqual([...transferIds].sort());
    expect(await Promise.all(players.map((player) => harness.balance(player)))).toEqual(
      players.map((_, index) => pkrToPaisa(900) + payoutPaisa(pkrToPaisa(100), 120 + index)),
    );
  });

  it("leaves a win's payout to the relay when the wallet cannot be reached, due only once its cash-out stops waiting", async () => {
    const player = await harness.newPlayer(1_000);
    const round = await bettingRound(150);
    const { bet } = await placeBet(harness.client, player, 100);
    const cutOff: BusClient = { call: () => Promise.reject(new Error('wallet unreachable')) };
    const settlement = recorder(cutOff).record(winOf(round, bet.id, player.userId, 120));
    expect(await settlement.written).toBe(true);
    await settlement.credited;
    const relay = new OutboxRelay({ pool: harness.engineDb, client: harness.client, logger: createLogger('relay', 'silent') });

    expect(await relay.deliverDue()).toBe(0);
    const due = await harness.engineDb.query<{ waits_ms: number }>(
      `SELECT extract(epoch FROM next_attempt_at - created_at) * 1000 AS waits_ms FROM outbox WHERE dedupe_key = $1`,
      [`payout:${bet.id}`],
    );
    expect(Number(due.rows[0]?.waits_ms)).toBeCloseTo(PAYOUT_CREDIT_WAIT_MS, -2);
    await expect.poll(() => harness.balance(player), { timeout: 10_000 }).toBe(pkrToPaisa(900) + payoutPaisa(pkrToPaisa(100), 120));
  });
});
