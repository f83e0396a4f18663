import { broadcasts } from '@pkr/contracts';
import { createLogger, MemoryBus } from '@pkr/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { fanOutLiveGame, SLOW_SOCKET_BYTES } from './broadcast';
import { GameAudience } from './game-audience';
import { UserSockets } from './user-sockets';
import { textFrame } from './text-frame';

const logger = createLogger('broadcast-test', 'silent');
let bus: MemoryBus;
let server: Server;
let wss: WebSocketServer;
let audience: GameAudience;
let users: UserSockets;
const clients: WebSocket[] = [];

beforeEach(async () => {
  bus = new MemoryBus(logger);
  audience = new GameAudience();
  users = new UserSockets();
  server = createServer();
  wss = new WebSocketServer({ server, perMessageDeflate: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  wss.close();
  await new Promise((resolve) => server.close(resolve));
  await bus.drain();
});

/** A real client of the server, what it receives, and the server's side of its connection. */
async function connect() {
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  clients.push(client);
  const received: unknown[] = [];
  client.on('message', (data, isBinary) => received.push(isBinary ? 'binary' : JSON.parse(String(data))));
  const serverSide = await accepted;
  return { client, received, serverSide, transport: (serverSide as unknown as { _socket: Duplex })._socket };
}

const tick = { type: 'game_tick', gameType: 'crash', multiplier: 1.37, round: 12, elapsedMs: 5_250 };
const crash = { type: 'game_crash', gameType: 'crash', crashPoint: 1.52, gameId: 12, round: 12, hash: 'ab'.repeat(32) };
const nextRound = { type: 'new_game', gameType: 'crash', round: 13, gameId: 13, startedAt: 1_795_460_000_000 };

describe('the live fan-out', () => {
  it('sends every event to every open socket, exactly as published, and nothing to a closed one', async () => {
    const [first, second, closed] = [await connect(), await connect(), await connect()];
    closed.serverSide.terminate();
    const writesToClosed = vi.spyOn(closed.transport, 'write');
    const subscription = fanOutLiveGame(bus, wss, { audience, users }, logger);
    bus.publish(broadcasts.liveGame, { ...tick, serverNote: 'kept' });

    await vi.waitFor(() => expect(second.received).toHaveLength(1));
    await vi.waitFor(() => expect(first.received).toHaveLength(1));
    expect(first.received).toEqual([{ ...tick, serverNote: 'kept' }]);
    expect(second.received).toEqual([{ ...tick, serverNote: 'kept' }]);
    expect(writesToClosed).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('sends a socket the events of the games it watches alone, and writes nothing to one that watches none', async () => {
    const [onCrash, onAviator, onDashboard, unsaid] = [await connect(), await connect(), await connect(), await connect()];
    audience.watch(onCrash.serverSide, ['crash']);
    audience.watch(onAviator.serverSide, ['aviator']);
    audience.watch(onDashboard.serverSide, []);
    const writesToDashboard = vi.spyOn(onDashboard.transport, 'write');
    const subscription = fanOutLiveGame(bus, wss, { audience, users }, logger);
    const aviatorTick = { ...tick, gameType: 'aviator', multiplier: 1.12 };
    bus.publish(broadcasts.liveGame, tick);
    bus.publish(broadcasts.liveGame, aviatorTick);
    bus.publish(broadcasts.liveGame, crash);

    await vi.waitFor(() => expect(unsaid.received).toHaveLength(3));
    await vi.waitFor(() => expect(onCrash.received).toHaveLength(2));
    await vi.waitFor(() => expect(onAviator.received).toHaveLength(1));
    expect(onCrash.received).toEqual([tick, crash]);
    expect(onAviator.received).toEqual([aviatorTick]);
    expect(unsaid.received).toEqual([tick, aviatorTick, crash]);
    expect(writesToDashboard).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it("sends a bet's own events to its player's sockets alone, in order with the round's", async () => {
    const [bettor, otherTab, watcher] = [await connect(), await connect(), await connect()];
    const [ali, sara] = ['5a1d2c3b-0000-4b8e-9f00-000000000001', '5a1d2c3b-0000-4b8e-9f00-000000000002'];
    users.add(ali, bettor.serverSide);
    users.add(ali, otherTab.serverSide);
    users.add(sara, watcher.serverSide);
    const subscription = fanOutLiveGame(bus, wss, { audience, users }, logger);
    const shown = { id: '0b5c9d1e-8c7a-4b8e-9f00-5a1d2c3b4e5f', userId: ali, username: 'ali', amount: 100, status: 'won', cashoutMultiplier: 1.3, autoCashoutAt: null, slot: 1 };
    const cashedOut = { type: 'bet_cashed_out', gameType: 'crash', bet: shown, id: shown.id, userId: ali, username: 'ali', amount: 100, multiplier: 1.3, winAmount: 130 };
    bus.publish(broadcasts.liveGame, tick);
    bus.publish(broadcasts.liveGame, cashedOut);
    bus.publish(broadcasts.liveGame, crash);

    await vi.waitFor(() => expect(bettor.received).toHaveLength(3));
    await vi.waitFor(() => expect(otherTab.received).toHaveLength(3));
    await vi.waitFor(() => expect(watcher.received).toHaveLength(2));
    expect(bettor.received).toEqual([tick, cashedOut, crash]);
    expect(otherTab.received).toEqual([tick, cashedOut, crash]);
    expect(watcher.received).toEqual([tick, crash]);
    subscription.unsubscribe();
  });

  it('lets a slow socket skip ticks but never a crash', async () => {
    const slow = { readyState: WebSocket.OPEN, bufferedAmount: SLOW_SOCKET_BYTES + 1, _socket: { write: vi.fn() } };
    const fast = await connect();
    wss.clients.add(slow as unknown as WebSocket);
    const subscription = fanOutLiveGame(bus, wss, { audience, users }, logger);
    bus.publish(broadcasts.liveGame, tick);
    bus.publish(broadcasts.liveGame, crash);

    await vi.waitFor(() => expect(fast.received).toEqual([tick, crash]));
    expect(slow._socket.write).toHaveBeenCalledTimes(1);
    expect(slow._socket.write.mock.calls[0]?.[0]).toEqual(textFrame(Buffer.from(JSON.stringify(crash))));
    wss.clients.delete(slow as unknown as WebSocket);
    subscription.unsubscribe();
  });

  it('sends only the newest tick of each game among those that arrive together, and never after the event that followed them', async () => {
    const open = await connect();
    const subscription = fanOutLiveGame(bus, wss, { audience, users }, logger);
    const aviatorTick = { ...tick, gameType: 'aviator', multiplier: 1.12 };
    bus.publish(broadcasts.liveGame, tick);
    bus.publish(broadcasts.liveGame, aviatorTick);
    bus.publish(broadcasts.liveGame, { ...tick, multiplier: 1.41, elapsedMs: 5_350 });
    bus.publish(broadcasts.liveGame, crash);

    await vi.waitFor(() => expect(open.received).toHaveLength(3));
    expect(open.received).toEqual([aviatorTick, { ...tick, multiplier: 1.41, elapsedMs: 5_350 }, crash]);
    subscription.unsubscribe();
  });

  it('sends a lone tick without waiting for another event', async () => {
    const open = await connect();
    const subscription = fanOutLiveGame(bus, wss, { audience, users }, logger);
    bus.publish(broadcasts.liveGame, tick);
    await vi.waitFor(() => expect(open.received).toEqual([tick]));
    // Whatever else the tick caused would reach the socket before a later event does.
    bus.publish(broadcasts.liveGame, crash);
    await vi.waitFor(() => expect(open.received).toHaveLength(2));
    expect(open.received).toEqual([tick, crash]);
    subscription.unsubscribe();
  });

  it('writes the events of one bus read to a socket in one call, and the client reads them as separate messages in order', async () => {
    const open = await connect();
    const writes = vi.spyOn(open.transport, 'write');
    const subscription = fanOutLiveGame(bus, wss, { audience, users }, logger);

    bus.publish(broadcasts.liveGame, tick);
    bus.publish(broadcasts.liveGame, crash);
    bus.publish(broadcasts.liveGame, nextRound);
    await vi.waitFor(() => expect(open.received).toHaveLength(3));

    expect(open.received).toEqual([tick, crash, nextRound]);
    expect(writes).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('keeps its frames whole beside what the socket sends itself', async () => {
    const open = await connect();
    const subscription = fanOutLiveGame(bus, wss, { audience, users }, logger);
    bus.publish(broadcasts.liveGame, tick);
    open.serverSide.send(JSON.stringify({ type: 'pong' }));
    bus.publish(broadcasts.liveGame, crash);

    await vi.waitFor(() => expect(open.received).toHaveLength(3));
    expect(open.received).toEqual([{ type: 'pong' }, tick, crash]);
    subscription.unsubscribe();
  });

  it('drops an event that does not match the live contract', async () => {
    const open = await connect();
    const subscription = fanOutLiveGame(bus, wss, { audience, users }, logger);
    bus.publish(broadcasts.liveGame, { type: 'game_tick', gameType: 'roulette', multiplier: 2 });
    bus.publish(broadcasts.liveGame, crash);
    await vi.waitFor(() => expect(open.received).toEqual([crash]));
    subscription.unsubscribe();
  });
});
