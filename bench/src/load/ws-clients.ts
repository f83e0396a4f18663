import { msUntilMultiplier } from '@pkr/contracts';
import WebSocket from 'ws';
import { Latencies } from '../lib/latency';
import type { ClientsCommand, ClientsReply } from './ws-clients-protocol';

/**
 * The watchers of the fan-out and crash-delivery scenarios, in a process of their own (pinned to a load core,
 * here or on a load machine): N anonymous `/ws` clients, each timing every tick from the moment the engine
 * computed it (round start + elapsedMs) and every crash from the moment the curve reached the crash point, on
 * the product's clock.
 */
const sockets: WebSocket[] = [];
/** How far this machine's clock runs ahead of the product's. */
let clockOffsetMs = 0;
const roundStarts = new Map<string, number>();
let ticks: Latencies | undefined;
let ticksReceived = 0;
const distinctTicks = new Set<string>();
/** Every crash the watchers heard, by game and round, so a watch asked for after the crash still finds it. */
const crashes = new Map<string, { latencies: Latencies; received: number }>();

/** How a bet or cash-out message starts: the watchers time none, so they skip them unread. */
const BET_EVENT_PREFIX = '{"type":"bet_';

function onMessage(data: WebSocket.RawData): void {
  // With thousands of bets in a round every socket gets thousands of these; decoding them all would make the one
  // load core, not the gateway, what the crash waits for.
  if (Buffer.isBuffer(data) && data.toString('latin1', 0, BET_EVENT_PREFIX.length) === BET_EVENT_PREFIX) return;
  const now = Date.now() - clockOffsetMs;
  const text = String(data);
  if (text.startsWith('{"type":"game_tick"')) {
    if (!ticks) return;
    const tick = JSON.parse(text) as { gameType: string; round: number; elapsedMs: number };
    const startedAt = roundStarts.get(`${tick.gameType}:${tick.round}`);
    if (startedAt === undefined) return;
    ticks.recordMs(now - (startedAt + tick.elapsedMs));
    ticksReceived += 1;
    distinctTicks.add(`${tick.gameType}:${tick.round}:${tick.elapsedMs}`);
    return;
  }
  const event = JSON.parse(text) as { type: string; gameType: string; round?: number; currentRound?: number; startedAt?: number; phase?: string; phaseStartedAt?: number; crashPoint?: number };
  if (event.type === 'new_game' && event.startedAt !== undefined) roundStarts.set(`${event.gameType}:${event.round}`, event.startedAt);
  if (event.type === 'game_state' && event.phase === 'running' && event.phaseStartedAt !== undefined) {
    roundStarts.set(`${event.gameType}:${event.currentRound}`, event.phaseStartedAt);
  }
  if (event.type === 'game_crash') {
    const key = `${event.gameType}:${event.round}`;
    const startedAt = roundStarts.get(key);
    if (startedAt === undefined || event.crashPoint === undefined) return;
    const heard = crashes.get(key) ?? { latencies: new Latencies(), received: 0 };
    crashes.set(key, heard);
    heard.latencies.recordMs(now - (startedAt + msUntilMultiplier(Math.round(event.crashPoint * 100))));
    heard.received += 1;
  }
}

function openOne(url: string, origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers: { origin }, perMessageDeflate: false });
    const timer = setTimeout(() => {
      socket.terminate();
      resolve(false);
    }, 30_000);
    socket.on('message', onMessage);
    socket.on('error', () => undefined);
    socket.once('open', () => {
      clearTimeout(timer);
      sockets.push(socket);
      resolve(true);
    });
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

async function connect({ url, origin, count, batch }: Extract<ClientsCommand, { kind: 'connect' }>): Promise<ClientsReply> {
  const began = Date.now();
  let failed = 0;
  while (sockets.length + failed < count) {
    const size = Math.min(batch, count - sockets.length - failed);
    const opened = await Promise.all(Array.from({ length: size }, () => openOne(url, origin)));
    failed += opened.filter((ok) => !ok).length;
    if (failed > count / 10) break;
  }
  return { kind: 'connected', open: sockets.length, failed, ms: Date.now() - began };
}

async function measureTicks(seconds: number): Promise<ClientsReply> {
  ticks = new Latencies();
  ticksReceived = 0;
  distinctTicks.clear();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const latencies = ticks.encoded();
  ticks = undefined;
  const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  return { kind: 'ticks', latencies, open, received: ticksReceived, expected: distinctTicks.size * open, distinctTicks: distinctTicks.size };
}

async function watchCrash(gameType: string, round: number, timeoutMs: number): Promise<ClientsReply> {
  const key = `${gameType}:${round}`;
  const deadline = Date.now() + timeoutMs;
  const open = () => sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  const received = () => crashes.get(key)?.received ?? 0;
  while (received() < open() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const latencies = (crashes.get(key)?.latencies ?? new Latencies()).encoded();
  const result: ClientsReply = { kind: 'crash', latencies, received: received(), open: open() };
  crashes.delete(key);
  return result;
}

process.on('message', (command: ClientsCommand) => {
  const answer = (async (): Promise<ClientsReply> => {
    switch (command.kind) {
      case 'connect':
        clockOffsetMs = command.clockOffsetMs;
        return connect(command);
      case 'ticks':
        return measureTicks(command.seconds);
      case 'crash':
        return watchCrash(command.gameType, command.round, command.timeoutMs);
      case 'close':
        for (const socket of sockets) socket.terminate();
        sockets.length = 0;
        return { kind: 'closed' };
    }
  })();
  answer.then((reply) => process.send?.(reply), (error: unknown) => process.send?.({ kind: 'failed', error: String(error) }));
});
