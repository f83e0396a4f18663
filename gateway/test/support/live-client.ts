import WebSocket from 'ws';
import { APP_ORIGIN } from './gateway-under-test';

type Message = { type: string } & Record<string, unknown>;

export interface LiveClient {
  socket: WebSocket;
  /** Every message received so far, oldest first. */
  received: Message[];
  send(message: unknown): void;
  /** The first message (already received or still to come) that matches. */
  next(match: (message: Message) => boolean, timeoutMs?: number): Promise<Message>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export interface LiveClientOptions {
  origin?: string | null;
  cookie?: string;
  autoPong?: boolean;
}

/** A `ws` client as a browser page would open it: from the app's origin, with its cookie. */
export function connectLive(url: string, { origin = APP_ORIGIN, cookie, autoPong = true }: LiveClientOptions = {}): Promise<LiveClient> {
  const headers: Record<string, string> = {};
  if (origin !== null) headers.Origin = origin;
  if (cookie) headers.Cookie = cookie;
  const socket = new WebSocket(url, { headers, autoPong });
  const received: Message[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as Message);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

  const client: LiveClient = {
    socket,
    received,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const recent = received.slice(-20).map((message) => message.type);
          reject(new Error(`No matching live message in ${timeoutMs} ms; the last ones: ${recent.join(', ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close(1000, 'Component unmounted');
      await closed;
    },
  };

  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.once('error', reject);
  });
}
