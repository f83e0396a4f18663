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

/** A player's /ws connection that records every message and can wait for one. */
export class LiveSocket {
  readonly messages: LiveMessage[] = [];
  private waiters: Array<{ test: (message: LiveMessage) => boolean; resolve: (message: LiveMessage) => void }> = [];

  private constructor(private readonly socket: WebSocket) {
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

  /** The next message (from now on) that passes `test`. */
  next(test: (message: LiveMessage) => boolean, timeoutMs = 60_000): Promise<LiveMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No matching live message within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }

  close(): void {
    this.socket.close(1000, 'Component unmounted');
  }
}
