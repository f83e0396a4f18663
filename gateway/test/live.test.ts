import { broadcasts } from '@pkr/contracts';
import { MemoryBus, type RunningService } from '@pkr/platform';
import request from 'supertest';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type LiveClient } from './support/live-client';
import { APP_ORIGIN, type GatewayUnderTest, silentLogger, startGatewayUnderTest } from './support/gateway-under-test';
import { loginAdmin, playerWithBonus, registerPlayer } from './support/http-session';
import { startServices, testAdmin } from './support/services';

let services: RunningService;
let gateway: GatewayUnderTest;

beforeAll(async () => {
  const bus = new MemoryBus(silentLogger);
  services = await startServices(bus, 'live');
  gateway = await startGatewayUnderTest({ bus });
});
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

/** The HTTP status a refused upgrade answers with. */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
    socket.once('error', () => undefined);
  });
}

describe('opening /ws', () => {
  it('refuses a page from another origin, or one that names none, with 403', async () => {
    await expect(upgradeStatus(gateway.wsUrl, { Origin: 'https://evil.example' })).resolves.toBe(403);
    await expect(upgradeStatus(gateway.wsUrl, {})).resolves.toBe(403);
    await expect(upgradeStatus(gateway.wsUrl, { Origin: `${APP_ORIGIN}.evil.example` })).resolves.toBe(403);
  });

  it('upgrades nothing but /ws', async () => {
    await expect(upgradeStatus(gateway.wsUrl.replace('/ws', '/api/user'), { Origin: APP_ORIGIN })).resolves.toBe(404);
  });

  it('lets an anonymous page from the app origin watch', async () => {
    const live = await connectLive(gateway.wsUrl);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    await live.close();
  });
});

describe('the live protocol', () => {
  it('answers ping with pong carrying the server time', async () => {
    const live = await connectLive(gateway.wsUrl);
    const before = Date.now();
    live.send({ type: 'ping', timestamp: before });
    const pong = await live.next((message) => message.type === 'pong');
    expect(pong.timestamp).toBeGreaterThanOrEqual(before);
    expect(pong.timestamp).toBeLessThanOrEqual(Date.now());
    await live.close();
  });

  it('answers anything it cannot read with "Invalid message" and keeps the socket open', async () => {
    const live = await connectLive(gateway.wsUrl);
    live.send('{not json');
    live.send({ type: 'teleport' });
    live.send({ type: 'get_game_state', gameType: 'roulette' });
    live.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await expect.poll(() => live.received.filter((message) => message.type === 'error').length).toBe(4);
    for (const message of live.received.filter((received) => received.type === 'error')) {
      expect(message.error).toBe('Invalid message');
    }
    live.send({ type: 'ping' });
    await live.next((message) => message.type === 'pong');
    await live.close();
  });

  it('closes a socket that sends a frame over the size limit', async () => {
    const live = await connectLive(gateway.wsUrl);
    live.send({ type: 'ping', padding: 'x'.repeat(gateway.config.wsMaxFrameBytes) });
    await expect(live.closed).resolves.toMatchObject({ code: 1009 });
  });

  it('closes a socket that floods it with 1008, after answering what fit in its budget', async () => {
    const live = await connectLive(gateway.wsUrl);
    const { burst } = gateway.config.wsMessageBudget;
    for (let sent = 0; sent < burst * 3; sent += 1) live.send({ type: 'ping' });
    await expect(live.closed).resolves.toEqual({ code: 1008, reason: 'Too many messages' });
    const pongs = live.received.filter((message) => message.type === 'pong').length;
    expect(pongs).toBeGreaterThanOrEqual(burst);
    expect(pongs).toBeLessThan(burst * 3);
  });

  it("bounds one player's open sockets: one past the limit is closed with 1008, and a closed one frees a place", async () => {
    const [{ cookie }, stranger] = [await registerPlayer(gateway.url, 'tabs'), await registerPlayer(gateway.url, 'elsewhere')];
    const limit = gateway.config.wsSocketsPerUser;
    const open = await Promise.all(Array.from({ length: limit }, () => connectLive(gateway.wsUrl, { cookie })));
    const extra = await connectLive(gateway.wsUrl, { cookie });
    await expect(extra.closed).resolves.toEqual({ code: 1008, reason: 'Too many open connections' });
    const other = await connectLive(gateway.wsUrl, { cookie: stranger.cookie });
    await open[0]!.close();
    const again = await connectLive(gateway.wsUrl, { cookie });
    for (const live of [other, again]) {
      live.send({ type: 'ping' });
      await live.next((message) => message.type === 'pong');
      expect(live.socket.readyState).toBe(WebSocket.OPEN);
    }
    await Promise.all([...open.slice(1), other, again].map((live) => live.close()));
  });

  it('keeps a socket that stays inside its budget', async () => {
    const live = await connectLive(gateway.wsUrl);
    for (let sent = 0; sent < gateway.config.wsMessageBudget.burst; sent += 1) live.send({ type: 'ping' });
    await expect.poll(() => live.received.filter((message) => message.type === 'pong').length).toBe(gateway.config.wsMessageBudget.burst);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    await live.close();
  });
});

describe('auth on the socket', () => {
  it("answers auth_success only for the cookie's own user", async () => {
    const { cookie, user } = await registerPlayer(gateway.url, 'socket');
    const live = await connectLive(gateway.wsUrl, { cookie });
    live.send({ type: 'auth', userId: '00000000-0000-4000-8000-000000000000', isAdmin: true, timestamp: Date.now() });
    const refused = await live.next((message) => message.type === 'auth_error');
    expect(refused.error).toBe('User does not match this session');

    live.send({ type: 'auth', userId: user.id, isAdmin: false, timestamp: Date.now() });
    const accepted = await live.next((message) => message.type === 'auth_success');
    expect(accepted).toMatchObject({ userId: user.id, isAdmin: false });
    await live.close();
  });

  it('answers auth_error to a socket without a session, closes the sockets of a session logged out, and refuses its cookie after', async () => {
    const anonymous = await connectLive(gateway.wsUrl);
    anonymous.send({ type: 'auth', userId: '00000000-0000-4000-8000-000000000000' });
    await expect(anonymous.next((message) => message.type === 'auth_error')).resolves.toMatchObject({ error: 'Not logged in' });
    await anonymous.close();

    const { cookie, user } = await registerPlayer(gateway.url, 'leaver');
    const live = await connectLive(gateway.wsUrl, { cookie });
    await request(gateway.url).post('/api/logout').set('Cookie', cookie).expect(200);
    await expect(live.closed).resolves.toEqual({ code: 4001, reason: 'Session ended' });

    const replayed = await connectLive(gateway.wsUrl, { cookie });
    replayed.send({ type: 'auth', userId: user.id });
    await expect(replayed.next((message) => message.type === 'auth_error')).resolves.toMatchObject({ error: 'Not logged in' });
    await replayed.close();
  });

  it('refuses bets and cash-outs from a socket without a session, with the HTTP message', async () => {
    const live = await connectLive(gateway.wsUrl);
    live.send({ type: 'place_bet', gameType: 'crash', amount: 100 });
    live.send({ type: 'cashout', gameType: 'aviator' });
    const bet = await live.next((message) => message.type === 'error' && message.action === 'place_bet');
    const cashout = await live.next((message) => message.type === 'error' && message.action === 'cashout');
    const http = await request(gateway.url).post('/api/bet').send({ amount: 100, gameType: 'crash' });
    expect(bet).toMatchObject({ error: http.body.message, gameType: 'crash' });
    expect(cashout).toMatchObject({ error: 'Not logged in', gameType: 'aviator' });
    await live.close();
  });

  it("checks a player's bet with the same rules and words as HTTP", async () => {
    const { cookie } = await registerPlayer(gateway.url, 'tiny');
    const live = await connectLive(gateway.wsUrl, { cookie });
    for (const [amount, message] of [[5, 'Minimum bet is 10 PKR'], [10_000.01, 'Maximum bet is 10,000 PKR']] as const) {
      live.send({ type: 'place_bet', gameType: 'crash', amount });
      const refused = await live.next((received) => received.type === 'error' && received.error === message);
      const http = await request(gateway.url).post('/api/bet').set('Cookie', cookie).send({ amount, gameType: 'crash' });
      expect(http.status).toBe(400);
      expect(refused.error).toBe(http.body.message);
    }
    live.send({ type: 'place_bet', gameType: 'crash', amount: 50, autoCashout: 1.005 });
    await live.next((received) => received.type === 'error' && received.error === 'Auto cash-out must be at least 1.01x');
    await live.close();
  });
});

describe('what a socket hears', () => {
  /** Events no running round would publish (round 987654), one of each game and one per chat room. */
  const markers = [
    { subject: broadcasts.liveGame, event: { type: 'game_tick', gameType: 'crash', multiplier: 1.5, round: 987_654, elapsedMs: 100 } },
    { subject: broadcasts.liveGame, event: { type: 'game_tick', gameType: 'aviator', multiplier: 1.5, round: 987_654, elapsedMs: 100 } },
    { subject: broadcasts.chat, event: { type: 'chat_deleted', room: 'crash', messageId: 987_654 } },
    { subject: broadcasts.chat, event: { type: 'chat_deleted', room: 'aviator', messageId: 987_654 } },
  ];
  const markersOf = (live: LiveClient) => live.received.filter((message) => message.round === 987_654 || message.messageId === 987_654);
  const gameOf = (message: Record<string, unknown>) => message.gameType ?? message.room;
  /** After a pong, everything the server wrote to the socket before reading the ping has arrived. */
  async function settled(live: LiveClient) {
    const sent = Date.now();
    live.send({ type: 'ping', timestamp: sent });
    await live.next((message) => message.type === 'pong' && Number(message.timestamp) >= sent);
  }

  it('sends a socket the games it watches alone, every game to one that never said, and none to one that watches none', async () => {
    const [onCrash, onDashboard, unsaid] = [await connectLive(gateway.wsUrl), await connectLive(gateway.wsUrl), await connectLive(gateway.wsUrl)];
    onCrash.send({ type: 'watch', games: ['crash'] });
    onDashboard.send({ type: 'watch', games: [] });
    await Promise.all([settled(onCrash), settled(onDashboard)]);

    for (const { subject, event } of markers) gateway.bus.publish(subject, event);
    await expect.poll(() => markersOf(unsaid).length).toBe(4);
    await Promise.all([settled(onCrash), settled(onDashboard)]);

    expect(markersOf(unsaid).map(gameOf).sort()).toEqual(['aviator', 'aviator', 'crash', 'crash']);
    expect(markersOf(onCrash).map(gameOf)).toEqual(['crash', 'crash']);
    expect(markersOf(onDashboard)).toEqual([]);
    await Promise.all([onCrash.close(), onDashboard.close(), unsaid.close()]);
  });

  it('answers a watch that names an unknown game with "Invalid message", and keeps what the socket watched', async () => {
    const live = await connectLive(gateway.wsUrl);
    live.send({ type: 'watch', games: ['crash'] });
    live.send({ type: 'watch', games: ['roulette'] });
    await live.next((message) => message.type === 'error' && message.error === 'Invalid message');
    gateway.bus.publish(markers[1]!.subject, markers[1]!.event);
    gateway.bus.publish(markers[0]!.subject, markers[0]!.event);
    await expect.poll(() => markersOf(live).length).toBe(1);
    await settled(live);
    expect(markersOf(live).map(gameOf)).toEqual(['crash']);
    await live.close();
  });
});

describe('the balance on the socket', () => {
  it("tells a player's sockets their new balance on the in-process bus, and a stranger's socket nothing", async () => {
    const [player, stranger] = [await playerWithBonus(gateway.url, 'live'), await playerWithBonus(gateway.url, 'other')];
    const [live, watching] = [await connectLive(gateway.wsUrl, { cookie: player.cookie }), await connectLive(gateway.wsUrl, { cookie: stranger.cookie })];
    const admin = await loginAdmin(gateway.url, testAdmin);
    const adjusted = await request(gateway.url).post(`/api/admin/users/${player.user.id}/balance`).set('Cookie', admin).send({ amount: 97, reason: 'Round refund' });
    expect(adjusted.status).toBe(200);
    await expect(live.next((message) => message.type === 'balance_update', 1_000)).resolves.toMatchObject({ userId: player.user.id, balance: 100, reason: 'adjustment' });
    // The stranger's own socket answers a ping after the update went out: nothing of the player's came before it.
    watching.send({ type: 'ping', timestamp: Date.now() });
    await watching.next((message) => message.type === 'pong');
    expect(watching.received.filter((message) => message.type === 'balance_update')).toEqual([]);
    await Promise.all([live.close(), watching.close()]);
  });

  it('forwards no announcement that breaks the contract or names no player', async () => {
    const player = await playerWithBonus(gateway.url, 'named');
    const live = await connectLive(gateway.wsUrl, { cookie: player.cookie });
    const admin = await loginAdmin(gateway.url, testAdmin);
    // A real change first reaches the socket: it is bound to its player before the broken ones are sent.
    await request(gateway.url).post(`/api/admin/users/${player.user.id}/balance`).set('Cookie', admin).send({ amount: 1, reason: 'Bound' }).expect(200);
    await live.next((message) => message.type === 'balance_update' && message.balance === 4, 2_000);
    gateway.bus.publish(broadcasts.balance, { userId: player.user.id, balance: 'a lot' });
    gateway.bus.publish(broadcasts.balance, { balance: 99_900, reason: 'adjustment', transferId: 'nobody-1', sequence: 99, timestamp: Date.now() });
    live.send({ type: 'ping', timestamp: Date.now() });
    await live.next((message) => message.type === 'pong');
    expect(live.received.filter((message) => message.type === 'balance_update' && message.balance !== 4)).toEqual([]);
    await live.close();
  });
});

describe('the heartbeat and shutdown', () => {
  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const quick = await startGatewayUnderTest({ env: { WS_HEARTBEAT_MS: '150' } });
    const silent = await connectLive(quick.wsUrl, { autoPong: false });
    const healthy = await connectLive(quick.wsUrl);
    const silentClosed = await silent.closed;
    expect(silentClosed.code).toBe(1006);
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    const stopping = quick.stop();
    await expect(healthy.closed).resolves.toEqual({ code: 1001, reason: 'Server shutting down' });
    await stopping;
  });
});
