import { randomUUID } from 'node:crypto';
import { payoutPaisa, pkrToPaisa } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlacingBets, settlePlacements } from '../src/db/bet-placements';
import type { Bet } from '../src/domain/bet';
import { controlNextRound, type EngineHarness, placeBet, type Player, refusalOf, startEngineHarness, untilServing } from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_bet_batches');
  await harness.startEngine({ BETTING_MS: '3000' });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

async function bettingRound(): Promise<number> {
  const round = await controlNextRound(harness.client, 110);
  await harness.live.waitFor('betting_phase', (event) => event.round === round);
  return round;
}

/** Counts the engine's batch debit calls to the wallet and the debits in them (a plain subscriber never answers). */
async function watchBatches() {
  const sizes: number[] = [];
  const subscription = harness.bus.subscribe('wallet.debit.batch', (payload) => {
    sizes.push((payload as { moves: unknown[] }).moves.length);
  });
  await harness.bus.flush();
  return { sizes, stop: () => subscription.unsubscribe() };
}

const betRows = async (round: number) =>
  (await harness.engineDb.query<{ user_id: string; status: string }>(`SELECT user_id, status FROM bets WHERE game_type = 'crash' AND round_number = $1`, [round])).rows;

describe('bets placed together', () => {
  it('debits bets sent at once in a few wallet calls, each player once, and refuses a player short of money alone', async () => {
    const funded = await Promise.all(Array.from({ length: 50 }, () => harness.newPlayer(1_000)));
    const short = await Promise.all(Array.from({ length: 10 }, () => harness.newPlayer(50)));
    const round = await bettingRound();
    const batches = await watchBatches();
    const answers = await Promise.allSettled([...funded, ...short].map((player) => placeBet(harness.client, player, 100)));
    batches.stop();

    expect(answers.slice(0, 50).every((answer) => answer.status === 'fulfilled')).toBe(true);
    for (const answer of answers.slice(50)) {
      expect(await refusalOf(answer.status === 'rejected' ? Promise.reject(answer.reason) : Promise.resolve())).toEqual({
        code: 'INSUFFICIENT_FUNDS',
        message: 'Insufficient balance',
      });
    }
    expect(batches.sizes.reduce((sum, size) => sum + size, 0)).toBe(60);
    expect(batches.sizes.length).toBeLessThanOrEqual(20);
    expect(await Promise.all(funded.map((player) => harness.balance(player)))).toEqual(funded.map(() => pkrToPaisa(900)));
    expect(await Promise.all(short.map((player) => harness.balance(player)))).toEqual(short.map(() => pkrToPaisa(50)));
    const rows = await betRows(round);
    expect(rows.map((row) => row.status)).toEqual(funded.map(() => 'active'));
    expect(new Set(rows.map((row) => row.user_id))).toEqual(new Set(funded.map((player) => player.userId)));
  });

  it('places one of two bets a player sends at once and refuses the other', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await bettingRound();
    const answers = await Promise.allSettled([placeBet(harness.client, player, 100), placeBet(harness.client, player, 200)]);
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(await refusalOf(Promise.reject((refused[0] as PromiseRejectedResult).reason))).toEqual({
      code: 'ALREADY_BET',
      message: 'You have already placed a bet in this round',
    });
    const placed = answers.find((answer) => answer.status === 'fulfilled') as PromiseFulfilledResult<{ bet: { amount: number } }>;
    expect(await harness.balance(player)).toBe(pkrToPaisa(1_000 - placed.value.bet.amount));
    expect(await betRows(round)).toHaveLength(1);
  });

  it('answers a retry sent in a later betting phase under the key of an earlier bet with that bet, and debits once', async () => {
    const player: Player = await harness.newPlayer(1_000);
    await bettingRound();
    const key = `bet-${randomUUID()}`;
    const request = { ...player, amount: pkrToPaisa(100), autoCashoutHundredths: null, multipleCashouts: 1, idempotencyKey: key };
    const first = await harness.client.call('game.crash.bet', request);
    const later = await bettingRound();
    expect(later).toBeGreaterThan(first.bet.round);
    await expect(harness.client.call('game.crash.bet', request)).resolves.toEqual(first);
    expect(await harness.balance(player)).toBe(pkrToPaisa(900));
    expect(await betRows(later)).toEqual([]);
  });
});

describe("a batch's bets written in place", () => {
  const placing = (round: number): Bet => ({
    id: randomUUID(),
    gameType: 'crash',
    round,
    userId: randomUUID(),
    username: 'in_place',
    amount: pkrToPaisa(10),
    autoCashoutHundredths: null,
    multipleCashouts: 1,
    slot: 1,
    status: 'placing',
    cashoutHundredths: null,
    payout: null,
    idempotencyKey: `bet-${randomUUID()}`,
  });

  it('activates every bet of a batch on the page it was written to, adding no index entry', async () => {
    const round = await bettingRound();
    const bets = Array.from({ length: 40 }, () => placing(round));
    // The batch's own statements, in a transaction rolled back after PostgreSQL has counted its updates.
    const client = await harness.engineDb.connect();
    try {
      await client.query('BEGIN');
      expect((await insertPlacingBets(client, bets, new Date())).size).toBe(40);
      expect((await settlePlacements(client, bets.map((bet) => bet.id), [])).size).toBe(40);
      const counted = await client.query<{ updated: number; inPlace: number }>(
        `SELECT pg_stat_get_xact_tuples_updated('bets'::regclass)::int AS updated, pg_stat_get_xact_tuples_hot_updated('bets'::regclass)::int AS "inPlace"`,
      );
      expect(counted.rows[0]).toEqual({ updated: 40, inPlace: 40 });
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it("leaves a bet's status and settled time out of every index, so a loss is written in place too", async () => {
    const indexes = await harness.engineDb.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = 'bets'`);
    expect(indexes.rows.length).toBeGreaterThanOrEqual(7);
    for (const { indexdef } of indexes.rows) expect(indexdef).not.toMatch(/\b(status|settled_at)\b/);
  });
});

describe("a gateway's calls carried in one message", () => {
  const betOf = (player: Player, amountPkr: number, slot: 1 | 2 = 1) => ({ ...player, amount: pkrToPaisa(amountPkr), autoCashoutHundredths: null, multipleCashouts: 1, slot });

  it('answers each bet of the message as if it had come alone, in the order sent', async () => {
    const [funded, short, twice] = await Promise.all([harness.newPlayer(1_000), harness.newPlayer(50), harness.newPlayer(1_000)]);
    const round = await bettingRound();
    const { answers } = await harness.client.call('game.crash.bets', { bets: [betOf(funded, 100), betOf(short, 100), betOf(twice, 100), betOf(twice, 200)] });

    expect(answers.map((answer) => (answer.ok ? { placed: answer.data.bet.amount } : { refused: answer.error.code }))).toEqual([
      { placed: 100 },
      { refused: 'INSUFFICIENT_FUNDS' },
      expect.anything(),
      expect.anything(),
    ]);
    const twiceAnswers = answers.slice(2).map((answer) => (answer.ok ? 'placed' : answer.error.message));
    expect(twiceAnswers.sort()).toEqual(['You have already placed a bet in this round', 'placed']);
    expect([await harness.balance(funded), await harness.balance(short)]).toEqual([pkrToPaisa(900), pkrToPaisa(50)]);
    expect((await betRows(round)).map((row) => row.user_id).sort()).toEqual([funded.userId, twice.userId].sort());
  });

  it("debits every bet of the message in one wallet call, as one batch", async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => harness.newPlayer(1_000)));
    const round = await bettingRound();
    const batches = await watchBatches();
    const { answers } = await harness.client.call('game.crash.bets', { bets: players.map((player) => betOf(player, 100)) });
    batches.stop();

    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(batches.sizes).toEqual([20]);
    expect(await betRows(round)).toHaveLength(20);
  });

  it('cashes out each bet of the message on its own: a player with no bet riding is refused alone', async () => {
    const [riding, watching] = await Promise.all([harness.newPlayer(1_000), harness.newPlayer(1_000)]);
    const round = await controlNextRound(harness.client, 400);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    const placed = await placeBet(harness.client, riding, 100);
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.1);
    const { answers } = await harness.client.call('game.crash.cashouts', { cashouts: [{ userId: riding.userId }, { userId: watching.userId }] });

    const [won, refused] = answers;
    expect(won?.ok && won.data.betId).toBe(placed.bet.id);
    expect(refused).toMatchObject({ ok: false, error: { code: 'NO_ACTIVE_BET' } });
    const multiplier = won?.ok ? won.data.multiplier : 0;
    await expect.poll(() => harness.balance(riding), { timeout: 10_000 }).toBe(pkrToPaisa(900) + payoutPaisa(pkrToPaisa(100), Math.round(multiplier * 100)));
    expect(await harness.balance(watching)).toBe(pkrToPaisa(1_000));
  });
});
