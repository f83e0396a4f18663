import { adminRoutePrefix, adminRoutes, type AdminRouteName, endpoints } from '@pkr/contracts';
import { MemoryBus, type RunningService, serveEndpoints } from '@pkr/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { balanceOf, loginAdmin, playerWithBonus, registerPlayer } from './support/http-session';
import { startServices, testAdmin } from './support/services';

let services: RunningService;
let gateway: GatewayUnderTest;
const cookies: Record<'player' | 'admin', string> = { player: '', admin: '' };
let target: { id: string; cookie: string };
let promoted: { id: string };
let excluded: { id: string };
let depositId: string;
let chatMessageId: number;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'matrix', ['auth', 'wallet', 'game-engine', 'admin', 'chat']);
  gateway = await startGatewayUnderTest({ bus });
  cookies.admin = await loginAdmin(gateway.url, testAdmin);
  cookies.player = (await registerPlayer(gateway.url, 'outsider')).cookie;
  const registered = await playerWithBonus(gateway.url, 'target');
  target = { id: registered.user.id, cookie: registered.cookie };
  promoted = (await registerPlayer(gateway.url, 'promoted')).user;
  excluded = (await registerPlayer(gateway.url, 'excluded')).user;
  const deposit = await request(gateway.url)
    .post('/api/deposit')
    .set('Cookie', target.cookie)
    .send({ amount: 500, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: 'TXN12345' });
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  depositId = deposit.body.id;
  // The leaderboard is not started: a stand-in counts the target's bets as enough to write in chat.
  serveEndpoints(bus, { 'leaderboard.player': ({ userId }) => ({ ...noFigures, userId, betsPlaced: 5 }) }, { queue: 'matrix-stand-in', logger: silentLogger });
  const said = await request(gateway.url).post('/api/chat/crash').set('Cookie', target.cookie).send({ text: 'Matrix check' });
  expect(said.status, JSON.stringify(said.body)).toBe(200);
  chatMessageId = said.body.id;
});

const noFigures = {
  betsWon: 0,
  totalStaked: 0,
  totalPaidOut: 0,
  netResult: 0,
  totalWinnings: 0,
  biggestWin: 0,
  highestMultiplier: 0,
  achievements: [],
  unlockedAccessories: [],
};
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

interface Sample {
  params?: () => Record<string, string>;
  query?: Record<string, string>;
  body?: () => object;
}

/** A valid call of each route; adding a route to the contracts' table fails the type check here until it has one. */
const samples: Record<AdminRouteName, Sample> = {
  'users.list': {},
  'users.search': { query: { query: 'target' } },
  'users.adjust': { params: () => ({ userId: target.id }), body: () => ({ amount: 100, reason: 'Matrix check' }) },
  'users.set-admin': { params: () => ({ userId: promoted.id }), body: () => ({ isAdmin: true }) },
  'users.self-exclude': { params: () => ({ userId: excluded.id }), body: () => ({ period: '6m', reason: 'Matrix check' }) },
  'transactions.pending': {},
  'transactions.review': { params: () => ({ id: depositId }), body: () => ({ action: 'approve' }) },
  'game.rounds': { params: () => ({ gameType: 'crash' }) },
  'game.control': { body: () => ({ gameType: 'aviator', crashPoint: 1.5, roundNumber: 4000 }) },
  'games.history': { query: { type: 'crash', limit: '20' } },
  'audit.list': { query: { limit: '5' } },
  'chat.rooms': {},
  'chat.delete': { params: () => ({ messageId: String(chatMessageId) }), body: () => ({ reason: 'Matrix check' }) },
  'chat.mute': { params: () => ({ userId: target.id }), body: () => ({ duration: '1h', reason: 'Matrix check' }) },
};

function call(name: AdminRouteName, cookie?: string) {
  const route = adminRoutes[name];
  const sample = samples[name];
  const params = sample.params?.() ?? {};
  const path = adminRoutePrefix + route.path.replace(/:(\w+)/g, (_match, key: string) => params[key] ?? '');
  const agent = request(gateway.url);
  const pending = route.method === 'GET' ? agent.get(path).query(sample.query ?? {}) : agent.post(path).send(sample.body?.() ?? {});
  return cookie ? pending.set('Cookie', cookie) : pending;
}

const names = Object.keys(adminRoutes) as AdminRouteName[];

describe('every /api/admin route of the contracts, for every kind of caller', () => {
  it('covers every admin subject but the open door (login, logout) and health', () => {
    const routed = new Set(Object.values(adminRoutes).map((route) => route.subject));
    const adminSubjects = Object.keys(endpoints).filter((subject) => subject.startsWith('admin.'));
    expect(adminSubjects.filter((subject) => !routed.has(subject as never)).sort()).toEqual(['admin.health', 'admin.login', 'admin.logout']);
  });

  it.each(names)('%s refuses a visitor without a session with 401', async (name) => {
    const response = await call(name);
    expect(response.status, JSON.stringify(response.body)).toBe(401);
    expect(response.body).toMatchObject({ message: 'Not logged in', code: 'UNAUTHENTICATED' });
  });

  it.each(names)('%s refuses a player with 403', async (name) => {
    const response = await call(name, cookies.player);
    expect(response.status, JSON.stringify(response.body)).toBe(403);
    expect(response.body).toMatchObject({ message: 'Admin access required', code: 'FORBIDDEN' });
  });

  it.each(names)('%s answers an admin with what its subject replies', async (name) => {
    const response = await call(name, cookies.admin);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(endpoints[adminRoutes[name].subject].reply.safeParse(response.body).success).toBe(true);
  });

  it('moved money only for the admin: the adjustment and the approved deposit, once each', async () => {
    // 3 free coins + 100 adjusted + 500 deposited
    expect(await balanceOf(gateway.url, target.cookie)).toBe(603);
  });
});
