import { broadcasts } from '@pkr/contracts';
import { createLogger, MemoryBus } from '@pkr/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, type WebSocketServer } from 'ws';
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
    expect(sent).toEqual([{ ...tick, multiplier: 1.41, elapsedMs: 5_350 }, aviatorTick, crash]);
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
