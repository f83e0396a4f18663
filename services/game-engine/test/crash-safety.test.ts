import { payoutPaisa, pkrToPaisa } from '@pkr/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  harness = await startEngineHarness('engine_crash_safety');
});

afterEach(async () => {
  await harness.stopEngines();
});

afterAll(async () => {
  await harness?.stop();
});

const bet = (player: Player, amountPkr: number) => placeBet(harness.client, player, amountPkr);

const latestRound = () => Math.max(0, ...harness.live.events.map((event) => (event.type === 'betting_phase' && event.gameType === 'crash' ? event.round : 0)));

const walletKinds = async (player: Player) =>
  (await harness.client.call('wallet.history', { userId: player.userId, limit: 50 })).map((entry) => entry.kind).sort();

describe('crash safety', () => {
  it('voids the round a stopped engine left mid-flight: open bets refunded exactly once, cash-outs kept', async () => {
    const { client, live } = harness;
    const first = await harness.startEngine();
    await untilServing(client);
    const cashing = await harness.newPlayer(1_000);
    const holding = await harness.newPlayer(1_000);
    const round = await controlNextRound(client, 300);
    await live.waitFor('betting_phase', (event) => event.round === round);
    await Promise.all([bet(cashing, 200), bet(holding, 400)]);
    await live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.02);
    const cashed = await client.call('game.crash.cashout', { userId: cashing.userId });
    const payout = payoutPaisa(pkrToPaisa(200), Math.round(cashed.multiplier * 100));

    await first.stop();
    const second = await harness.startEngine();
    await untilServing(client);
    await expect.poll(() => harness.balance(holding), { timeout: 10_000 }).toBe(pkrToPaisa(1_000));
    await expect.poll(() => harness.balance(cashing), { timeout: 10_000 }).toBe(pkrToPaisa(800) + payout);
    expect(await refusalOf(client.call('game.fairness.round', { gameType: 'crash', roundId: round }))).toMatchObject({ code: 'NOT_FOUND' });

    // Another takeover finds nothing left to refund: the void happened once.
    await second.stop();
    await harness.startEngine();
    await untilServing(client);
    await live.waitFor('game_crash', (event) => event.round > round + 1);
    expect(await harness.balance(holding)).toBe(pkrToPaisa(1_000));
    expect(await walletKinds(holding)).toEqual(['adjustment', 'bet', 'void']);
    expect(await harness.balance(cashing)).toBe(pkrToPaisa(800) + payout);
    expect(await walletKinds(cashing)).toEqual(['adjustment', 'bet', 'payout']);
  });

  it('lets a standby take over the clock when the leader stops, numbering rounds on', async () => {
    const { client, live } = harness;
    const leader = await harness.startEngine();
    await untilServing(client);
    await harness.startEngine();
    const firstSeen = latestRound();
    await live.waitFor('game_crash', (event) => event.round >= firstSeen + 1);
    // Two replicas, one clock: every round was announced once.
    const announced = live.events.filter((event) => event.type === 'betting_phase' && event.gameType === 'crash' && event.round >= firstSeen);
    expect(new Set(announced.map((event) => ('round' in event ? event.round : 0))).size).toBe(announced.length);

    await leader.stop();
    const lastBeforeStop = latestRound();
    const takenOver = await live.waitFor('betting_phase', (event) => event.round > lastBeforeStop);
    expect(takenOver.round).toBe(lastBeforeStop + 1);
    await untilServing(client);
    expect((await client.call('game.crash.state', {})).currentRound).toBeGreaterThanOrEqual(takenOver.round);
  });

  it('numbers rounds on from the last one when an engine starts on the same database again', async () => {
    const { client, live } = harness;
    await harness.startEngine();
    await untilServing(client);
    const before = latestRound();
    await live.waitFor('game_crash', (event) => event.round >= before);
    await harness.stopEngines();
    const last = latestRound();
    await harness.startEngine();
    expect((await live.waitFor('betting_phase', (event) => event.round > last)).round).toBe(last + 1);
  });

  it('takes no bet into a round a new leader has voided while this leader still takes bets in it', async () => {
    const { client, live } = harness;
    await harness.startEngine({ BETTING_MS: '3000' });
    await untilServing(client);
    const player = await harness.newPlayer(1_000);
    const round = await controlNextRound(client, 150);
    await live.waitFor('betting_phase', (event) => event.round === round);
    // As a standby that took the lease does first: the round is voided under this leader, which does not know yet.
    await harness.engineDb.query(`UPDATE rounds SET status = 'voided', ended_at = now() WHERE game_type = 'crash' AND round_number = $1`, [round]);
    expect(await refusalOf(bet(player, 100))).toEqual({ code: 'NO_ACTIVE_GAME', message: 'No active game' });
    expect(await harness.balance(player)).toBe(pkrToPaisa(1_000));
    const inRound = await harness.engineDb.query('SELECT 1 FROM bets WHERE user_id = $1', [player.userId]);
    expect(inRound.rowCount).toBe(0);
  });
});
