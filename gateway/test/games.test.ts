import { gameStateSchema } from '@pkr/contracts';
import { MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { balanceOf, loginAdmin, playerHolding } from './support/http-session';
import { connectLive, type LiveClient } from './support/live-client';
import { startServices, testAdmin } from './support/services';

let services: RunningService;
let gateway: GatewayUnderTest;
let adminCookie: string;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'games', ['auth', 'wallet', 'game-engine', 'admin']);
  gateway = await startGatewayUnderTest({ bus });
  adminCookie = await loginAdmin(gateway.url, testAdmin);
});
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

/** A player holding exactly `pkr`, with a live socket of their own. */
async function playerWith(pkr: number) {
  const player = await playerHolding(gateway.url, adminCookie, pkr, 'gamer');
  return { ...player, live: await connectLive(gateway.wsUrl, { cookie: player.cookie }) };
}

/** Fixes the crash point of the next round of a game (Game Control is on in tests) and answers its number. */
async function controlNextRound(gameType: string, crashPoint: number): Promise<number> {
  const response = await request(gateway.url).post('/api/admin/game/control').set('Cookie', adminCookie).send({ gameType, crashPoint });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.message).toContain(`${crashPoint.toFixed(2)}x`);
  return response.body.roundNumber as number;
}

const inRound = (type: string, gameType: string, round: number) => (message: { type: string } & Record<string, unknown>) =>
  message.type === type && message.gameType === gameType && message.round === round;

const waitForBetting = (live: LiveClient, gameType: string, round: number) => live.next(inRound('betting_phase', gameType, round), 20_000);

describe('watching the games', () => {
  it('sends a new socket the full state of both games at once, crash point hidden while a round is open', async () => {
    const live = await connectLive(gateway.wsUrl);
    const crash = await live.next((message) => message.type === 'game_state' && message.gameType === 'crash');
    const aviator = await live.next((message) => message.type === 'game_state' && message.gameType === 'aviator');
    for (const state of [crash, aviator]) {
      expect(gameStateSchema.safeParse(state).success).toBe(true);
      expect(typeof state.timestamp).toBe('number');
      if (state.phase !== 'crashed') expect(state.crashPoint).toBeNull();
    }
    live.send({ type: 'get_game_state', gameType: 'aviator', timestamp: Date.now() });
    await expect.poll(() => live.received.filter((message) => message.type === 'game_state' && message.gameType === 'aviator').length).toBe(2);
    await live.close();
  });

  it("sends a game's state to a socket that starts watching it, and no more to one that already heard it", async () => {
    const live = await connectLive(gateway.wsUrl);
    const statesOf = (gameType: string) => live.received.filter((message) => message.type === 'game_state' && message.gameType === gameType).length;
    const settled = async () => {
      const sent = Date.now();
      live.send({ type: 'ping', timestamp: sent });
      await live.next((message) => message.type === 'pong' && Number(message.timestamp) >= sent);
    };
    await expect.poll(() => [statesOf('crash'), statesOf('aviator')]).toEqual([1, 1]);
    live.send({ type: 'watch', games: ['crash'] });
    await settled();
    expect([statesOf('crash'), statesOf('aviator')]).toEqual([1, 1]);

    live.send({ type: 'watch', games: ['aviator'] });
    await expect.poll(() => statesOf('aviator')).toBe(2);
    await settled();
    expect([statesOf('crash'), statesOf('aviator')]).toEqual([1, 2]);
    await live.close();
  });

  it('answers the polling fallback with the same state, and 404 for a game that does not exist', async () => {
    const response = await request(gateway.url).get('/api/game/crash');
    expect(response.status).toBe(200);
    expect(gameStateSchema.parse(response.body)).toMatchObject({ gameType: 'crash' });
    const unknown = await request(gateway.url).get('/api/game/poker');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Unknown game type');
  });

  it('fans the rounds out to an anonymous socket too: betting, ticks, crash', async () => {
    // Open before the control call: the engine opens the round as soon as the control commits, before the call answers.
    const watcher = await connectLive(gateway.wsUrl);
    const round = await controlNextRound('crash', 1.2);
    const betting = await waitForBetting(watcher, 'crash', round);
    expect(betting.seconds).toBeGreaterThan(0);
    const tick = await watcher.next(inRound('game_tick', 'crash', round), 10_000);
    expect(tick.multiplier).toBeGreaterThanOrEqual(1);
    expect(tick.multiplier).toBeLessThanOrEqual(1.2);
    const crashed = await watcher.next(inRound('game_crash', 'crash', round), 10_000);
    expect(crashed.crashPoint).toBe(1.2);
    await watcher.close();
  });
});

describe('betting over HTTP', () => {
  it("takes a bet in PKR, shows it to every socket in the round's table and its own events to the player alone, auto cashes out, and pays floor(amount x multiplier)", async () => {
    const player = await playerWith(1000);
    const watcher = await connectLive(gateway.wsUrl);
    const round = await controlNextRound('crash', 1.3);
    await waitForBetting(player.live, 'crash', round);

    const bet = await request(gateway.url).post('/api/bet').set('Cookie', player.cookie).send({ amount: 99.5, autoCashout: 1.1, gameType: 'crash' });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect(bet.body).toEqual({ bet: { id: expect.any(String), amount: 99.5, autoCashoutAt: 1.1, multipleCashouts: 1, round, gameType: 'crash', slot: 1 }, betId: bet.body.bet.id, slot: 1 });
    expect(await balanceOf(gateway.url, player.cookie)).toBe(900.5);

    const placed = await player.live.next((message) => message.type === 'bet_placed' && message.id === bet.body.bet.id);
    expect(placed).toMatchObject({ username: player.username, amount: 99.5 });
    const listed = await watcher.next((message) => message.type === 'round_bets_update' && JSON.stringify(message.bets).includes(bet.body.bet.id));
    expect(listed.bets).toContainEqual(expect.objectContaining({ id: bet.body.bet.id, username: player.username, amount: 99.5, cashoutMultiplier: null }));
    const cashedOut = await player.live.next((message) => message.type === 'bet_cashed_out' && message.id === bet.body.bet.id, 10_000);
    expect(cashedOut).toMatchObject({ multiplier: 1.1, winAmount: 109 });
    await watcher.next((message) => message.type === 'game_crash' && message.round === round, 10_000);
    expect(watcher.received.filter((message) => message.type === 'bet_placed' || message.type === 'bet_cashed_out')).toEqual([]);
    await vi.waitFor(async () => expect(await balanceOf(gateway.url, player.cookie)).toBe(1009.5), { timeout: 10_000, interval: 100 });
    await Promise.all([player.live.close(), watcher.close()]);
  });

  it("refuses a bet once the round flies, and a cash-out without a bet, in the spec's words", async () => {
    const player = await playerWith(500);
    const round = await controlNextRound('crash', 1.3);
    await player.live.next(inRound('game_tick', 'crash', round), 20_000);

    const late = await request(gateway.url).post('/api/bet').set('Cookie', player.cookie).send({ amount: 50, gameType: 'crash' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Game is already in progress');
    player.live.send({ type: 'place_bet', gameType: 'crash', amount: 50 });
    const refused = await player.live.next((message) => message.type === 'error' && message.action === 'place_bet');
    expect(refused.error).toBe('Game is already in progress');

    const cashout = await request(gateway.url).post('/api/cashout').set('Cookie', player.cookie).send({ gameType: 'crash' });
    expect(cashout.status).toBe(400);
    expect(cashout.body.message).toBe("You don't have an active bet in this round");
    const unnamed = await request(gateway.url).post('/api/cashout').set('Cookie', player.cookie).send({ gameType: 'crash', betId: 'the last one' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe('Invalid bet id');
    expect(await balanceOf(gateway.url, player.cookie)).toBe(500);
    await player.live.close();
  });
});

describe('two bets, a cancel and a cash-out by slot over HTTP', () => {
  it('takes a bet in each slot, gives one back while betting, refuses a cancel once the round flies, and cashes out the other by slot', async () => {
    const player = await playerWith(1000);
    const round = await controlNextRound('crash', 1.4);
    await waitForBetting(player.live, 'crash', round);
    const bet = (body: object) => request(gateway.url).post('/api/bet').set('Cookie', player.cookie).send({ gameType: 'crash', amount: 100, ...body });
    const cancel = (body: object, cookie = player.cookie) => request(gateway.url).post('/api/bet/cancel').set('Cookie', cookie).send({ gameType: 'crash', ...body });

    const first = await bet({});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ slot: 1, bet: { slot: 1 } });
    const second = await bet({ slot: 2, amount: 50 });
    expect(second.body).toMatchObject({ betId: second.body.bet.id, slot: 2, bet: { slot: 2, amount: 50 } });
    await expect(bet({ slot: 3 })).resolves.toMatchObject({ status: 400, body: { message: 'Slot must be 1 or 2' } });
    await expect(bet({ slot: 2 })).resolves.toMatchObject({ status: 409, body: { message: 'You already have two bets in this round' } });
    expect(await balanceOf(gateway.url, player.cookie)).toBe(850);

    await expect(cancel({ slot: 'two' })).resolves.toMatchObject({ status: 400, body: { message: 'Slot must be 1 or 2' } });
    await expect(request(gateway.url).post('/api/bet/cancel').send({ gameType: 'crash', slot: 2 })).resolves.toMatchObject({ status: 401, body: { message: 'Not logged in' } });
    const cancelled = await cancel({ slot: 2 });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toEqual({ betId: second.body.betId, slot: 2, balance: 900 });
    expect(await balanceOf(gateway.url, player.cookie)).toBe(900);

    await player.live.next((message) => inRound('game_tick', 'crash', round)(message) && (message.multiplier as number) >= 1.05, 15_000);
    await expect(cancel({ slot: 1 })).resolves.toMatchObject({ status: 409, body: { code: 'BETTING_CLOSED', message: 'Betting is closed for this round' } });
    await expect(request(gateway.url).post('/api/cashout').set('Cookie', player.cookie).send({ gameType: 'crash', slot: 2 })).resolves.toMatchObject({
      status: 400,
      body: { message: "You don't have an active bet in this round" },
    });
    const cashout = await request(gateway.url).post('/api/cashout').set('Cookie', player.cookie).send({ gameType: 'crash', slot: 1 });
    expect(cashout.status, JSON.stringify(cashout.body)).toBe(200);
    expect(cashout.body).toMatchObject({ betId: first.body.betId, slot: 1 });
    await vi.waitFor(async () => expect(await balanceOf(gateway.url, player.cookie)).toBe(900 + cashout.body.winAmount), { timeout: 10_000, interval: 100 });
    await player.live.close();
  });
});

describe('betting over /ws', () => {
  it('places two bets on the socket, cancels one with cancel_bet and cashes out the other by slot', async () => {
    const player = await playerWith(500);
    const round = await controlNextRound('aviator', 1.4);
    await waitForBetting(player.live, 'aviator', round);
    player.live.send({ type: 'place_bet', gameType: 'aviator', amount: 100, slot: 1 });
    player.live.send({ type: 'place_bet', gameType: 'aviator', amount: 60, slot: 2 });
    await vi.waitFor(() => expect(player.live.received.filter((message) => message.type === 'bet_result')).toHaveLength(2), { timeout: 5_000 });
    const slots = player.live.received.filter((message) => message.type === 'bet_result').map((message) => (message.bet as { slot: number }).slot);
    expect(slots.sort()).toEqual([1, 2]);

    player.live.send({ type: 'cancel_bet', gameType: 'aviator', slot: 7 });
    await expect(player.live.next((message) => message.type === 'error' && message.action === 'cancel_bet')).resolves.toMatchObject({ error: 'Slot must be 1 or 2' });
    const first = player.live.received.find((message) => message.type === 'bet_result' && message.slot === 1)!;
    player.live.send({ type: 'cancel_bet', gameType: 'aviator', slot: 1, betId: first.betId, requestId: 'page-call-4' });
    const cancelled = await player.live.next((message) => message.type === 'cancel_result');
    expect(cancelled).toMatchObject({ gameType: 'aviator', slot: 1, betId: first.betId, balance: 440, requestId: 'page-call-4' });

    await player.live.next((message) => inRound('game_tick', 'aviator', round)(message) && (message.multiplier as number) >= 1.05, 15_000);
    player.live.send({ type: 'cashout', gameType: 'aviator', slot: 2 });
    const result = await player.live.next((message) => message.type === 'cashout_result');
    expect(result).toMatchObject({ slot: 2, winAmount: Math.floor(60 * (result.multiplier as number)) });
    await vi.waitFor(async () => expect(await balanceOf(gateway.url, player.cookie)).toBe(440 + (result.winAmount as number)), { timeout: 10_000, interval: 100 });
    await player.live.close();
  });


  it('places a bet and cashes it out on the socket, paying at the engine multiplier, once', async () => {
    const player = await playerWith(200);
    const round = await controlNextRound('aviator', 1.3);
    await waitForBetting(player.live, 'aviator', round);

    player.live.send({ type: 'place_bet', gameType: 'aviator', amount: 50, multipleCashouts: 1, requestId: 'page-call-1' });
    const placed = await player.live.next((message) => message.type === 'bet_result');
    // The answer is the one POST /api/bet gives, named by the call's request id.
    expect(placed).toMatchObject({ gameType: 'aviator', requestId: 'page-call-1', slot: 1, bet: { amount: 50, autoCashoutAt: null, multipleCashouts: 1, round } });
    expect(placed.betId).toBe((placed.bet as { id: string }).id);

    await player.live.next((message) => inRound('game_tick', 'aviator', round)(message) && (message.multiplier as number) >= 1.05, 15_000);
    player.live.send({ type: 'cashout', gameType: 'aviator', betId: (placed.bet as { id: string }).id, requestId: 'page-call-2' });
    const result = await player.live.next((message) => message.type === 'cashout_result');
    expect(result).toMatchObject({ requestId: 'page-call-2', slot: 1 });
    expect(result.betId).toBe((placed.bet as { id: string }).id);
    const multiplier = result.multiplier as number;
    expect(multiplier).toBeGreaterThanOrEqual(1.05);
    expect(multiplier).toBeLessThan(1.3);
    expect(result.winAmount).toBe(Math.floor(50 * multiplier));

    player.live.send({ type: 'cashout', gameType: 'aviator', requestId: 'page-call-3' });
    const again = await player.live.next((message) => message.type === 'error' && message.action === 'cashout');
    // The refusal carries what POST /api/cashout would have answered: its status and code, beside the message.
    const overHttp = await request(gateway.url).post('/api/cashout').set('Cookie', player.cookie).send({ gameType: 'aviator' });
    expect(again).toMatchObject({ error: "You don't have an active bet in this round", requestId: 'page-call-3', status: overHttp.status, code: overHttp.body.code });
    await vi.waitFor(async () => expect(await balanceOf(gateway.url, player.cookie)).toBe(150 + (result.winAmount as number)), { timeout: 10_000, interval: 100 });
    await player.live.close();
  });

  it('answers a bet and a cash-out resent under the same key with the first outcome, taking and paying once', async () => {
    const player = await playerWith(200);
    const round = await controlNextRound('aviator', 1.3);
    await waitForBetting(player.live, 'aviator', round);
    const bet = { type: 'place_bet', gameType: 'aviator', amount: 50, multipleCashouts: 1, idempotencyKey: 'ws-bet-attempt-0001' };
    player.live.send(bet);
    await player.live.next((message) => message.type === 'bet_result');
    player.live.send(bet);
    await vi.waitFor(() => expect(player.live.received.filter((message) => message.type === 'bet_result')).toHaveLength(2), { timeout: 5_000 });
    const [placed, resent] = player.live.received.filter((message) => message.type === 'bet_result');
    expect(resent).toMatchObject({ bet: placed!.bet });

    await player.live.next((message) => inRound('game_tick', 'aviator', round)(message) && (message.multiplier as number) >= 1.05, 15_000);
    const cashout = { type: 'cashout', gameType: 'aviator', idempotencyKey: 'ws-cashout-attempt-0001' };
    player.live.send(cashout);
    const paid = await player.live.next((message) => message.type === 'cashout_result');
    player.live.send(cashout);
    await vi.waitFor(() => expect(player.live.received.filter((message) => message.type === 'cashout_result')).toHaveLength(2), { timeout: 5_000 });
    expect(player.live.received.filter((message) => message.type === 'cashout_result')[1]).toMatchObject({ winAmount: paid.winAmount, multiplier: paid.multiplier });
    await vi.waitFor(async () => expect(await balanceOf(gateway.url, player.cookie)).toBe(150 + (paid.winAmount as number)), { timeout: 10_000, interval: 100 });

    player.live.send({ type: 'cashout', gameType: 'aviator', idempotencyKey: 'a key with spaces' });
    await expect(player.live.next((message) => message.type === 'error' && message.action === 'cashout')).resolves.toMatchObject({
      error: 'Idempotency-Key may hold only letters, digits and . _ : -',
    });
    await player.live.close();
  });
});

describe('fairness and the admin view of rounds', () => {
  it('publishes the chain commitment and each finished round, labelled when an admin set it', async () => {
    const live = await connectLive(gateway.wsUrl);
    const round = await controlNextRound('crash', 1.15);
    await live.next(inRound('game_crash', 'crash', round), 25_000);
    await live.close();

    const chain = await request(gateway.url).get('/api/fairness/crash');
    expect(chain.body).toMatchObject({ gameType: 'crash', terminatingHash: expect.stringMatching(/^[0-9a-f]{64}$/), houseEdgePercent: 1, maxMultiplier: 1.5 });
    // The crash is told at its moment; the round's record follows its settlement.
    await vi.waitFor(async () => {
      const finished = await request(gateway.url).get(`/api/fairness/crash/rounds/${round}`);
      expect(finished.body).toMatchObject({ roundId: round, crashPoint: 1.15, adminControlled: true, houseEdgePercent: 1, maxMultiplier: 1.5 });
    }, { timeout: 5_000, interval: 50 });
    await expect(request(gateway.url).get('/api/fairness/crash/rounds/first')).resolves.toMatchObject({ status: 404, body: { message: 'Round not found' } });

    const history = await request(gateway.url).get('/api/admin/games?type=crash&limit=20').set('Cookie', adminCookie);
    expect(history.status).toBe(200);
    expect(history.body).toContainEqual(expect.objectContaining({ id: round, crashPoint: 1.15, adminControlled: true }));
    await expect(request(gateway.url).get('/api/admin/games?type=crash&limit=lots').set('Cookie', adminCookie)).resolves.toMatchObject({ status: 400 });
  });

  it("checks Game Control input with the spec's messages and shows scheduled rounds", async () => {
    const control = (body: object) => request(gateway.url).post('/api/admin/game/control').set('Cookie', adminCookie).send(body);
    await expect(control({ gameType: 'crash', crashPoint: 0.99 })).resolves.toMatchObject({ status: 400, body: { message: 'Crash point must be at least 1.00' } });
    // the form has no upper limit, but a round's crash point must fit its record: a clear refusal, not a 500
    await expect(control({ gameType: 'crash', crashPoint: 25_000_000 })).resolves.toMatchObject({ status: 400, body: { message: 'Crash point can be at most 1,000,000.00' } });
    await expect(control({ gameType: 'crash', crashPoint: 2, roundNumber: 0 })).resolves.toMatchObject({ status: 400, body: { message: 'Please enter a valid round number' } });

    const info = await request(gateway.url).get('/api/admin/game/rounds/crash').set('Cookie', adminCookie);
    const { currentRound } = info.body as { currentRound: number };
    const past = await control({ gameType: 'crash', crashPoint: 2, roundNumber: currentRound });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/^Round number must be greater than the current round \(\d+\)$/);

    // Far enough ahead that no test in this file plays it.
    const scheduled = await control({ gameType: 'crash', crashPoint: 2.5, roundNumber: currentRound + 1000 });
    expect(scheduled.status).toBe(200);
    const after = await request(gateway.url).get('/api/admin/game/rounds/crash').set('Cookie', adminCookie);
    expect(after.body.scheduledCrashPoints).toMatchObject({ [String(currentRound + 1000)]: 2.5 });
  });
});
