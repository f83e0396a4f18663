import { roundBetsReplySchema, roundBetsUpdateSchema, topWinsReplySchema } from '@pkr/contracts';
import { MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { loginAdmin, playerHolding } from './support/http-session';
import { connectLive, type LiveClient } from './support/live-client';
import { startServices, testAdmin } from './support/services';

let services: RunningService;
let gateway: GatewayUnderTest;
let adminCookie: string;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'round_table', ['auth', 'wallet', 'game-engine', 'admin']);
  gateway = await startGatewayUnderTest({ bus });
  adminCookie = await loginAdmin(gateway.url, testAdmin);
});
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const playerWith = (pkr: number) => playerHolding(gateway.url, adminCookie, pkr, 'tabled');

async function controlNextRound(gameType: string, crashPoint: number): Promise<number> {
  const response = await request(gateway.url).post('/api/admin/game/control').set('Cookie', adminCookie).send({ gameType, crashPoint });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.roundNumber as number;
}

const inRound = (type: string, round: number) => (message: { type: string } & Record<string, unknown>) =>
  message.type === type && message.gameType === 'crash' && message.round === round;

/** The table a socket has put together from the updates of one round: each row as last sent, less those removed. */
function tableFrom(live: LiveClient, round: number) {
  const rows = new Map<string, unknown>();
  for (const message of live.received.filter(inRound('round_bets_update', round))) {
    const update = roundBetsUpdateSchema.parse(message);
    for (const row of update.bets) rows.set(row.id, row);
    for (const id of update.removed) rows.delete(id);
  }
  return rows;
}

describe("the round's live table and the top wins over HTTP and /ws", () => {
  let round: number;
  let cashed: { betId: string; multiplier: number; winAmount: number };
  let watcher: LiveClient;
  let players: Array<Awaited<ReturnType<typeof playerWith>>>;
  let betIds: string[];

  beforeAll(async () => {
    players = await Promise.all([playerWith(500), playerWith(500)]);
    watcher = await connectLive(gateway.wsUrl);
    round = await controlNextRound('crash', 1.3);
    await watcher.next(inRound('betting_phase', round), 20_000);
    const bets = await Promise.all(
      players.map((player, index) => request(gateway.url).post('/api/bet').set('Cookie', player.cookie).send({ amount: 100 + index * 50, gameType: 'crash' })),
    );
    betIds = bets.map((bet) => {
      expect(bet.status, JSON.stringify(bet.body)).toBe(200);
      return bet.body.betId as string;
    });
    await watcher.next((message) => inRound('game_tick', round)(message) && (message.multiplier as number) >= 1.05, 15_000);
    const cashout = await request(gateway.url).post('/api/cashout').set('Cookie', players[0]!.cookie).send({ gameType: 'crash' });
    expect(cashout.status, JSON.stringify(cashout.body)).toBe(200);
    cashed = cashout.body;
  });
  afterAll(async () => watcher?.close());

  it('answers a visitor every bet of the round, with the cash-out of the one cashed out', async () => {
    const response = await request(gateway.url).get('/api/games/crash/round-bets');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const table = roundBetsReplySchema.parse(response.body);
    expect(table).toMatchObject({ round, count: 2, totalAmount: 250 });
    expect(table.bets).toEqual(expect.arrayContaining([
      { id: betIds[0], userId: players[0]!.user.id, username: players[0]!.username, amount: 100, slot: 1, cashoutMultiplier: cashed.multiplier, winAmount: cashed.winAmount },
      { id: betIds[1], userId: players[1]!.user.id, username: players[1]!.username, amount: 150, slot: 1, cashoutMultiplier: null, winAmount: null },
    ]));
  });

  it("sends an anonymous socket the table's updates, both players' bets and the cash-out among them", async () => {
    await watcher.next(inRound('game_crash', round), 15_000);
    await expect.poll(() => tableFrom(watcher, round).get(betIds[0]!)).toMatchObject({ cashoutMultiplier: cashed.multiplier, winAmount: cashed.winAmount });
    expect(tableFrom(watcher, round).get(betIds[1]!)).toMatchObject({ username: players[1]!.username, amount: 150, cashoutMultiplier: null });
    expect(tableFrom(watcher, round).size).toBe(2);
  });

  it("answers the day's top wins to a visitor, and refuses a period or order it does not know", async () => {
    const response = await request(gateway.url).get('/api/games/crash/top?period=day&by=multiplier');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const top = topWinsReplySchema.parse(response.body);
    expect(top).toMatchObject({ period: 'day', by: 'multiplier' });
    expect(top.bets.find((bet) => bet.id === cashed.betId)).toMatchObject({ username: players[0]!.username, amount: 100, cashoutMultiplier: cashed.multiplier, winAmount: cashed.winAmount });
    expect((await request(gateway.url).get('/api/games/crash/top')).body).toMatchObject({ period: 'day', by: 'win' });

    const week = await request(gateway.url).get('/api/games/crash/top?period=week');
    expect(week.status).toBe(400);
    expect(week.body.message).toBe('Period must be day, month or year');
    const amount = await request(gateway.url).get('/api/games/crash/top?by=amount');
    expect(amount.status).toBe(400);
    expect(amount.body.message).toBe('Order must be win or multiplier');
  });

  it('answers 404 for a game that does not exist', async () => {
    for (const path of ['/api/games/poker/round-bets', '/api/games/poker/top']) {
      const response = await request(gateway.url).get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.message).toBe('Unknown game type');
    }
  });

  it("lists a player's bets of one game for the My bets tab, and refuses a game that does not exist", async () => {
    const [player] = players;
    const crash = await request(gateway.url).get('/api/user/bets?gameType=crash').set('Cookie', player!.cookie);
    expect(crash.status, JSON.stringify(crash.body)).toBe(200);
    expect(crash.body.bets).toEqual([expect.objectContaining({ id: betIds[0], gameType: 'crash', slot: 1, status: 'won' })]);
    const aviator = await request(gateway.url).get('/api/user/bets?gameType=aviator').set('Cookie', player!.cookie);
    expect(aviator.body).toEqual({ bets: [], hasMore: false });
    const poker = await request(gateway.url).get('/api/user/bets?gameType=poker').set('Cookie', player!.cookie);
    expect(poker.status).toBe(400);
    expect(poker.body.message).toBe('Unknown game type');
  });
});
