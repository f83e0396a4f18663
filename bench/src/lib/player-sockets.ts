import type { GameType } from '@pkr/contracts';
import WebSocket, { type RawData } from 'ws';
import type { CallOutcome } from './open-loop';
import { inBatches, type Player } from './players';

/** The frames that answer a player's own bet, cash-out or cancel; every other frame is the game's broadcast. */
const RESULT_TYPES = ['bet_result', 'cashout_result', 'cancel_result'];
const answerPrefix = (type: string) => `{"type":"${type}"`;
const RESULT_PREFIXES = RESULT_TYPES.map(answerPrefix);
const ERROR_PREFIX = answerPrefix('error');
/** Long enough for every prefix: only this much of each frame is read before the frame is known to be an answer. */
const PREFIX_BYTES = Math.max(...[...RESULT_PREFIXES, ERROR_PREFIX].map((prefix) => prefix.length));

/**
 * A player's game-page socket, as their browser holds one: it hears the broadcasts of the games it watches (every
 * game until told), and carries the player's bets and cash-outs when asked to. A player has one call in flight at a
 * time, so the next answer on the socket is the oldest call's. Broadcasts are told from answers by the first bytes
 * of the frame (the gateway writes `type` first), so the generator does not parse the thousands of ticks a second
 * that two thousand pages hear.
 */
export class PlayerSocket {
  private readonly waiting: Array<(answer: CallOutcome) => void> = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (!isBinary) this.received(data);
    });
    socket.on('close', () => this.failAll('socket closed'));
  }

  static open(baseUrl: string, cookie: string): Promise<PlayerSocket> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers: { origin: baseUrl, cookie } });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new PlayerSocket(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends one message and resolves with the answer the gateway gives it. */
  ask(message: Record<string, unknown>): Promise<CallOutcome> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.socket.send(JSON.stringify(message));
    });
  }

  /** Tells the gateway the games this page shows, as the page does when its screens change. */
  watch(games: readonly GameType[]): void {
    this.socket.send(JSON.stringify({ type: 'watch', games }));
  }

  close(): void {
    this.socket.close();
  }

  private received(data: RawData): void {
    const frame = data as Buffer;
    const head = frame.subarray(0, PREFIX_BYTES).toString('utf8');
    if (RESULT_PREFIXES.some((prefix) => head.startsWith(prefix))) this.waiting.shift()?.({ ok: true });
    else if (head.startsWith(ERROR_PREFIX)) this.waiting.shift()?.({ ok: false, reason: String((JSON.parse(frame.toString('utf8')) as { error?: unknown }).error) });
  }

  private failAll(reason: string): void {
    for (const resolve of this.waiting.splice(0)) resolve({ ok: false, reason });
  }
}

/** One open game-page socket per player, opened fifty at a time. */
export async function openPlayerSockets(baseUrl: string, players: Player[]): Promise<Map<Player, PlayerSocket>> {
  const sockets = await inBatches(players, 50, (player) => PlayerSocket.open(baseUrl, player.cookie));
  return new Map(players.map((player, index) => [player, sockets[index]!]));
}
