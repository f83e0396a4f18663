import { randomUUID } from 'node:crypto';
import { createBusClient, MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { registerPlayer } from './support/http-session';
import { startServices } from './support/services';

let services: RunningService;
let gateway: GatewayUnderTest;
let player: Awaited<ReturnType<typeof registerPlayer>>;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'leaderboard', ['auth', 'wallet', 'leaderboard']);
  gateway = await startGatewayUnderTest({ bus });
  player = await registerPlayer(gateway.url, 'ranked');
  // the engine's settled-bet event for a 100 PKR bet cashed out at 3.50x
  const at = new Date().toISOString();
  const betId = randomUUID();
  await createBusClient(bus).call('leaderboard.on.bet-settled', {
    eventId: betId,
    occurredAt: at,
    betId,
    userId: player.user.id,
    username: player.username,
    gameType: 'crash',
    round: 7,
    amount: 10_000,
    autoCashoutAt: null,
    cashoutMultiplier: 3.5,
    payout: 35_000,
    crashPoint: 4,
    settledAt: at,
  });
});
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const leaderboard = (query: string) => request(gateway.url).get(`/api/leaderboard${query}`).set('Cookie', player.cookie);

describe('GET /api/leaderboard', () => {
  it('lists players with their figures in PKR, ten by default', async () => {
    const response = await leaderboard('');
    expect(response.status).toBe(200);
    // the registration reaches the leaderboard through auth's outbox: Early Bird follows once it has
    await vi.waitFor(async () => expect((await leaderboard('')).body[0].achievements).toEqual(['diamond_hands', 'early_bird']), { timeout: 10_000 });
    expect((await leaderboard('?limit=100&sort=highestMultiplier')).body).toEqual([
      {
        user: { id: player.user.id, username: player.username, avatarColor: 'blue', selectedAccessories: [] },
        totalWinnings: 250,
        biggestWin: 250,
        highestMultiplier: 3.5,
        achievements: ['diamond_hands', 'early_bird'],
      },
    ]);
  });

  it.each(['?limit=0', '?limit=101', '?limit=ten', '?limit=2.5', '?sort=username', '?sort='])('refuses %s with 400', async (query) => {
    const response = await leaderboard(query);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('is for logged-in players', async () => {
    expect((await request(gateway.url).get('/api/leaderboard')).status).toBe(401);
  });
});

describe('GET /api/user/stats', () => {
  it("answers the player's own figures and unlocked badges", async () => {
    const response = await request(gateway.url).get('/api/user/stats').set('Cookie', player.cookie);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ userId: player.user.id, betsPlaced: 1, betsWon: 1, netResult: 250, unlockedAccessories: [] });
  });
});

describe('GET /api/stats', () => {
  it('answers anyone, with the biggest win even while the engine is away', async () => {
    const response = await request(gateway.url).get('/api/stats');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ biggestWin: 250, latestCrashCrash: 0, recentCrashGames: [] });
  });
});
