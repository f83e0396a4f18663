import type { GameState } from '@pkr/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reconnectDelayMs } from './constants';
import { LiveCallLost } from './live-calls';
import { RealtimeClient, type RealtimeDeps } from './realtime-client';

/** A stand-in for the browser's WebSocket (jsdom has none): the test opens, feeds and closes it. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: [number?, string?] | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = [code, reason];
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const state = { phase: 'betting', currentRound: 7 } as GameState;

function setup(user: { id: string; isAdmin: boolean } | null = { id: 'u1', isAdmin: false }) {
  const sockets: FakeSocket[] = [];
  const deps: RealtimeDeps = {
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    url: () => 'ws://game.test/ws',
    currentUser: () => user,
    fetchGameState: vi.fn(async () => state),
    notify: vi.fn(),
  };
  const client = new RealtimeClient(deps);
  const messages: unknown[] = [];
  client.subscribe((message) => messages.push(message));
  const release = client.retain();
  const latest = () => sockets[sockets.length - 1]!;
  return { client, deps, sockets, latest, messages, release };
}

/** Lets the socket of the next (re)connect appear and fail at once. */
async function failNext(env: ReturnType<typeof setup>, delayMs: number) {
  const before = env.sockets.length;
  await vi.advanceTimersByTimeAsync(delayMs - 1);
  expect(env.sockets).toHaveLength(before);
  await vi.advanceTimersByTimeAsync(1);
  expect(env.sockets).toHaveLength(before + 1);
  env.latest().drop();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the realtime client', () => {
  it('connects 500 ms after start and authenticates the known user on open', async () => {
    const env = setup();
    await vi.advanceTimersByTimeAsync(499);
    expect(env.sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    env.latest().open();
    expect(env.latest().sent).toEqual([
      { type: 'auth', userId: 'u1', isAdmin: false, timestamp: Date.now() },
      { type: 'watch', games: [] },
    ]);
    expect(env.client.store.get().status).toBe('open');
  });

  it('tells each socket the games its screens show, again when that changes, and nothing when it does not', async () => {
    const env = setup();
    const watches = () => env.latest().sent.filter((message) => (message as { type: string }).type === 'watch');
    const leaveAviator = env.client.watch('aviator');
    await vi.advanceTimersByTimeAsync(500);
    env.latest().open();
    expect(watches()).toEqual([{ type: 'watch', games: ['aviator'] }]);

    const leaveCrash = env.client.watch('crash');
    const leaveSecondAviator = env.client.watch('aviator');
    leaveSecondAviator();
    expect(watches()).toEqual([
      { type: 'watch', games: ['aviator'] },
      { type: 'watch', games: ['aviator', 'crash'] },
    ]);
    leaveAviator();
    expect(watches().at(-1)).toEqual({ type: 'watch', games: ['crash'] });

    // A new socket hears every game until it is told: the next one is told again.
    env.latest().drop();
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(0));
    env.latest().open();
    expect(watches()).toEqual([{ type: 'watch', games: ['crash'] }]);
    leaveCrash();
    expect(watches().at(-1)).toEqual({ type: 'watch', games: [] });
  });

  it('reconnects at 2000 x 1.5^attempt capped at 30 s, and stops after 10 attempts with the toast', async () => {
    const env = setup();
    await vi.advanceTimersByTimeAsync(500);
    env.latest().drop();
    const delays = Array.from({ length: 10 }, (_, attempt) => reconnectDelayMs(attempt));
    expect(delays).toEqual([2000, 3000, 4500, 6750, 10125, 15187.5, 22781.25, 30000, 30000, 30000]);
    for (const delay of delays) await failNext(env, delay);

    expect(env.client.store.get().error).toBe('Maximum reconnect attempts reached');
    expect(env.deps.notify).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Connection Error',
      description: 'Unable to connect to game server. Please refresh the page.',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(env.sockets).toHaveLength(11);
  });

  it('treats a socket that cannot even be created as a failed connect and tries again later', async () => {
    const env = setup();
    const create = env.deps.createSocket;
    env.deps.createSocket = () => {
      throw new ReferenceError('WebSocket is not defined');
    };
    await vi.advanceTimersByTimeAsync(500);
    expect(env.client.store.get()).toMatchObject({ status: 'closed', error: 'WebSocket connection error' });
    env.deps.createSocket = create;
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(0));
    env.latest().open();
    expect(env.client.store.get()).toMatchObject({ status: 'open', error: null });
  });

  it('hands a balance_update to its listeners like any other message', async () => {
    const env = setup();
    await vi.advanceTimersByTimeAsync(500);
    env.latest().open();
    const update = { type: 'balance_update', userId: 'u1', balance: 12.5, reason: 'deposit', transferId: 'deposit:r', sequence: 3, timestamp: 1 };
    env.latest().receive(update);
    expect(env.messages).toEqual([update]);
  });

  it('does not reconnect after the clean close 1000 "Component unmounted"', async () => {
    const env = setup();
    await vi.advanceTimersByTimeAsync(500);
    env.latest().open();
    env.latest().drop(1000, 'Component unmounted');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(env.sockets).toHaveLength(1);
  });

  it('switches to polling after 3 failed attempts and off again once the socket opens', async () => {
    const env = setup();
    env.client.watch('crash');
    await vi.advanceTimersByTimeAsync(500);
    env.latest().drop();
    await failNext(env, 2000);
    await failNext(env, 3000);
    expect(env.client.store.get().usingFallback).toBe(false);
    await failNext(env, 4500);
    expect(env.client.store.get().usingFallback).toBe(true);
    expect(env.deps.fetchGameState).toHaveBeenCalledWith('crash');
    await vi.advanceTimersByTimeAsync(2000);
    expect(env.deps.fetchGameState).toHaveBeenCalledTimes(2);
    expect(env.messages).toContainEqual(expect.objectContaining({ type: 'game_state', gameType: 'crash', currentRound: 7 }));

    await vi.advanceTimersByTimeAsync(6750 - 2000);
    env.latest().open();
    expect(env.client.store.get().usingFallback).toBe(false);
    const polls = vi.mocked(env.deps.fetchGameState).mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(env.deps.fetchGameState).toHaveBeenCalledTimes(polls);
  });

  it('switches to polling on an error after 2 attempts, and when get_game_state cannot be sent', async () => {
    const env = setup();
    await vi.advanceTimersByTimeAsync(500);
    env.latest().onerror?.();
    expect(env.client.store.get()).toMatchObject({ error: 'WebSocket connection error', usingFallback: false });
    env.latest().drop();
    await failNext(env, 2000);
    await vi.advanceTimersByTimeAsync(3000);
    env.latest().onerror?.();
    expect(env.client.store.get().usingFallback).toBe(true);

    const unsent = setup();
    expect(unsent.client.requestGameState('crash')).toBe(false);
    expect(unsent.client.store.get().usingFallback).toBe(true);
  });

  it('pings every 15 s and reconnects when nothing arrived for 45 s', async () => {
    const env = setup();
    await vi.advanceTimersByTimeAsync(500);
    env.latest().open();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(env.latest().sent).toContainEqual({ type: 'ping', timestamp: Date.now() });
    env.latest().receive({ type: 'pong', timestamp: Date.now() });
    await vi.advanceTimersByTimeAsync(45_000);
    expect(env.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(env.client.store.get().error).toBe('Connection appears broken, will try to reconnect');
    await vi.advanceTimersByTimeAsync(2000);
    expect(env.sockets).toHaveLength(2);
  });

  it('gives up on a socket that does not open within 10 s', async () => {
    const env = setup();
    await vi.advanceTimersByTimeAsync(500 + 10_000);
    expect(env.sockets[0]!.closedWith).toBeDefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(env.sockets).toHaveLength(2);
  });

  it('dispatches messages, toasts notifications and auth errors, and closes cleanly on logout', async () => {
    const env = setup();
    await vi.advanceTimersByTimeAsync(500);
    const socket = env.latest();
    socket.open();
    socket.receive({ type: 'game_tick', gameType: 'crash', multiplier: 1.5, round: 7, elapsedMs: 6758 });
    expect(env.messages).toContainEqual(expect.objectContaining({ type: 'game_tick', multiplier: 1.5 }));
    socket.receive({ type: 'notification', title: '', message: 'Maintenance at noon', variant: 'default' });
    expect(env.deps.notify).toHaveBeenLastCalledWith({ title: 'Notification', description: 'Maintenance at noon', variant: 'default' });
    socket.receive({ type: 'auth_error', error: '' });
    expect(env.deps.notify).toHaveBeenLastCalledWith({
      variant: 'destructive',
      title: 'Authentication Failed',
      description: 'Failed to authenticate WebSocket connection',
    });
    socket.receive({ type: 'auth_error', error: 'Not logged in' });
    expect(env.deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Not logged in' }));

    env.client.onLogout();
    expect(socket.closedWith).toEqual([1000, 'Component unmounted']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(env.sockets).toHaveLength(1);
    env.client.onLogin();
    await vi.advanceTimersByTimeAsync(0);
    expect(env.sockets).toHaveLength(2);
  });

  describe('bets, cash-outs and cancels on the socket', () => {
    const bet = { type: 'place_bet', gameType: 'crash', amount: 100, slot: 1, idempotencyKey: 'k-1', requestId: 'r-1' } as const;
    const placed = { bet: { id: 'b1', amount: 100 }, betId: 'b1', slot: 1 };

    it('asks nothing on a socket that is not open, so the caller goes over HTTP', async () => {
      const env = setup();
      expect(env.client.ask(bet)).toBeNull();
      await vi.advanceTimersByTimeAsync(500);
      expect(env.client.ask(bet)).toBeNull();
      expect(env.latest().sent).toEqual([]);
    });

    it('sends the call and answers it with the result that carries its request id, whatever arrives in between', async () => {
      const env = setup();
      await vi.advanceTimersByTimeAsync(500);
      env.latest().open();
      const answer = env.client.ask(bet);
      expect(env.latest().sent).toContainEqual(bet);
      env.latest().receive({ type: 'bet_result', gameType: 'crash', ...placed, requestId: 'another call', timestamp: 1 });
      env.latest().receive({ type: 'game_tick', gameType: 'aviator', multiplier: 1.5, round: 3, elapsedMs: 900 });
      env.latest().receive({ type: 'bet_result', gameType: 'crash', ...placed, requestId: 'r-1', timestamp: 2 });
      await expect(answer).resolves.toMatchObject({ type: 'bet_result', ...placed });
    });

    it('rejects with the refusal the HTTP call would have thrown: its status, code and the server message', async () => {
      const env = setup();
      await vi.advanceTimersByTimeAsync(500);
      env.latest().open();
      const answer = env.client.ask(bet);
      env.latest().receive({ type: 'error', error: 'Betting phase is over', code: 'BETTING_CLOSED', status: 400, action: 'place_bet', requestId: 'r-1', timestamp: 1 });
      const refusal = await answer!.catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ statusCode: 400, serverMessage: 'Betting phase is over', details: { code: 'BETTING_CLOSED' } });
    });

    it('loses every call still waiting when the socket closes, as a request that never got its answer', async () => {
      const env = setup();
      await vi.advanceTimersByTimeAsync(500);
      env.latest().open();
      const first = env.client.ask(bet);
      const second = env.client.ask({ type: 'cashout', gameType: 'crash', slot: 1, betId: 'b1', idempotencyKey: 'k-2', requestId: 'r-2' });
      env.latest().drop();
      await expect(first).rejects.toBeInstanceOf(LiveCallLost);
      await expect(second).rejects.toBeInstanceOf(LiveCallLost);
    });
  });
});
