import WebSocket from 'ws';
import type { HttpClient } from './http-client';

export interface LiveMessage {
  type: string;
  gameType?: string;
  round?: number;
  multiplier?: number;
  crashPoint?: number | null;
  [key: string]: unknown;
}

/**
 * A player's /ws connection that records every message and can wait for one, already received or still to come:
 * a broadcast the server sends while the test awaits something else (an HTTP answer) is not lost to it.
 */
export class LiveSocket {
  /** Every message received, oldest first; an index into it is a mark (see `mark`). */
  readonly messages: LiveMessage[] = [];
  private waiters: Array<{ test: (message: LiveMessage) => boolean; resolve: (message: LiveMessage) => void }> = [];
  /** How the server or the test closed the socket, once it has; kept from the start so an early close is not missed. */
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(private readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
  }

  static open(player: HttpClient): Promise<LiveSocket> {
    const socket = new WebSocket(`${player.baseUrl.replace(/^http/, 'ws')}/ws`, {
      headers: { cookie: player.cookieHeader(), origin: player.baseUrl },
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new LiveSocket(socket)));
      socket.once('error', reject);
    });
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Where the messages still to come begin: taken before an action, `next(test, timeout, mark)` sees only what follows it. */
  mark(): number {
    return this.messages.length;
  }

  /**
   * The first message from index `from` on (by default the socket's first) that passes `test`, whether it has
   * arrived already or arrives within `timeoutMs`. A test that names its round matches that round only; a test
   * that an older message could pass (any crash, any betting phase) needs a mark taken before the cause.
   */
  next(test: (message: LiveMessage) => boolean, timeoutMs = 60_000, from = 0): Promise<LiveMessage> {
    const arrived = this.messages.slice(from).find(test);
    if (arrived) return Promise.resolve(arrived);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        const recent = this.messages.slice(-20).map((message) => `${message.type}${message.round === undefined ? '' : ` ${message.round}`}`);
        reject(new Error(`No matching live message within ${timeoutMs} ms; the last ones: ${recent.join(', ')}`));
      }, timeoutMs);
      const done = (message: LiveMessage) => {
        clearTimeout(timer);
        resolve(message);
      };
      this.waiters.push({ test, resolve: done });
    });
  }

  close(): void {
    this.socket.close(1000, 'Component unmounted');
  }
}
