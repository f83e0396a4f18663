import { broadcasts } from '@pkr/contracts';
import { createLogger, MemoryBus } from '@pkr/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { fanOutLiveGame, SLOW_SOCKET_BYTES } from './broadcast';

/** Stand-ins for open sockets of the `ws` server: only what the fan-out reads and calls. */
function socket(bufferedAmount = 0, readyState: number = WebSocket.OPEN) {
  return { readyState, bufferedAmount, send: vi.fn() };
}

const logger = createLogger('broadcast-test', 'silent');
let bus: MemoryBus;
beforeEach(() => {
  bus = new MemoryBus(logger);
});
afterEach(() => bus.drain());

const tick = { type: 'game_tick', gameType: 'crash', multiplier: 1.37, round: 12, elapsedMs: 5_250 };
const crash = { type: 'game_crash', gameType: 'crash', crashPoint: 1.52, gameId: 12, round: 12, hash: 'ab'.repeat(32) };

describe('the live fan-out', () => {
  it('sends every event to every open socket as one shared frame, exactly as published', async () => {
    const sockets = [socket(), socket(), socket(0, WebSocket.CLOSED)];
    const subscription = fanOutLiveGame(bus, { clients: new Set(sockets) } as unknown as WebSocketServer, logger);
    bus.publish(broadcasts.liveGame, { ...tick, serverNote: 'kept' });
    await vi.waitFor(() => expect(sockets[1]?.send).toHaveBeenCalledTimes(1));

    const [frame, options] = sockets[0]?.send.mock.calls[0] ?? [];
    expect(JSON.parse(String(frame))).toEqual({ ...tick, serverNote: 'kept' });
    expect(options).toEqual({ binary: false });
    expect(sockets[1]?.send.mock.calls[0]?.[0]).toBe(frame);
    expect(sockets[2]?.send).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('lets a slow socket skip ticks but never a crash', async () => {
    const slow = socket(SLOW_SOCKET_BYTES + 1);
    const fast = socket();
    const subscription = fanOutLiveGame(bus, { clients: new Set([slow, fast]) } as unknown as WebSocketServer, logger);
    bus.publish(broadcasts.liveGame, tick);
    bus.publish(broadcasts.liveGame, crash);
    await vi.waitFor(() => expect(fast.send).toHaveBeenCalledTimes(2));
    expect(slow.send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(slow.send.mock.calls[0]?.[0]))).toEqual(crash);
    subscription.unsubscribe();
  });

  it('sends only the newest tick of each game among those that arrive together, and never after the event that followed them', async () => {
    const open = socket();
    const subscription = fanOutLiveGame(bus, { clients: new Set([open]) } as unknown as WebSocketServer, logger);
    const aviatorTick = { ...tick, gameType: 'aviator', multiplier: 1.12 };
    bus.publish(broadcasts.liveGame, tick);
    bus.publish(broadcasts.liveGame, aviatorTick);
    bus.publish(broadcasts.liveGame, { ...tick, multiplier: 1.41, elapsedMs: 5_350 });
    bus.publish(broadcasts.liveGame, crash);
    await vi.waitFor(() => expect(open.send).toHaveBeenCalledTimes(3));

    const sent = open.send.mock.calls.map(([frame]) => JSON.parse(String(frame)) as unknown);
    expect(sent).toEqual([aviatorTick, { ...tick, multiplier: 1.41, elapsedMs: 5_350 }, crash]);
    subscription.unsubscribe();
  });

  it('sends a lone tick without waiting for another event', async () => {
    const open = socket();
    const subscription = fanOutLiveGame(bus, { clients: new Set([open]) } as unknown as WebSocketServer, logger);
    bus.publish(broadcasts.liveGame, tick);
    await vi.waitFor(() => expect(open.send).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(open.send).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('writes the events of one bus read to a real socket in one call, and the client reads them as separate messages in order', async () => {
    const server = createServer();
    const wss = new WebSocketServer({ server, perMessageDeflate: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const received: unknown[] = [];
    client.on('message', (data) => received.push(JSON.parse(String(data))));
    const transport = (await accepted as unknown as { _socket: Duplex })._socket;
    const writes = vi.spyOn(transport, '_writev');
    const subscription = fanOutLiveGame(bus, wss, logger);
    const nextRound = { type: 'new_game', gameType: 'crash', round: 13, gameId: 13, startedAt: 1_795_460_000_000 };

    bus.publish(broadcasts.liveGame, tick);
    bus.publish(broadcasts.liveGame, crash);
    bus.publish(broadcasts.liveGame, nextRound);
    await vi.waitFor(() => expect(received).toHaveLength(3));

    expect(received).toEqual([tick, crash, nextRound]);
    expect(writes).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
    client.close();
    wss.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('drops an event that does not match the live contract', async () => {
    const open = socket();
    const subscription = fanOutLiveGame(bus, { clients: new Set([open]) } as unknown as WebSocketServer, logger);
    bus.publish(broadcasts.liveGame, { type: 'game_tick', gameType: 'roulette', multiplier: 2 });
    bus.publish(broadcasts.liveGame, crash);
    await vi.waitFor(() => expect(open.send).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(open.send.mock.calls[0]?.[0]))).toEqual(crash);
    subscription.unsubscribe();
  });
});
