import { type AutoplayUpdateMessage, autoplayUpdateMessageSchema } from '@pkr/contracts';
import WebSocket from 'ws';

interface Seen {
  type: string;
  gameType?: string;
  round?: number;
  currentRound?: number;
}

/** An `autoplay_update` as the page received it, with when (epoch ms). */
export type SeenAutoplayUpdate = AutoplayUpdateMessage & { at: number };

const RECONNECT_MS = 250;

/**
 * A page watching Crash through the balancer (or one gateway), as the spec's client does: when its socket drops it
 * connects again after a short wait, and each new socket is sent the current state of the games.
 */
export class Watcher {
  private socket: WebSocket | undefined;
  private closed = false;
  private latest: Seen | undefined;
  private latestAt = 0;
  reconnects = 0;
  /** The gateway holding the socket, as the balancer names it (X-Gateway on the upgrade's answer). */
  gateway: string | undefined;
  /** Every auto-play update the page received, oldest first: only a signed-in page receives them. */
  readonly autoplayUpdates: SeenAutoplayUpdate[] = [];

  /** `cookie` signs the page in as a player; without it the page watches signed out. */
  constructor(
    private readonly gatewayUrl: string,
    private readonly cookie?: string,
  ) {
    this.connect();
  }

  /** The latest Crash round this page has been told of since `since` (epoch ms), if any. */
  roundSeenSince(since: number): number | undefined {
    if (!this.latest || this.latestAt < since) return undefined;
    return this.latest.round ?? this.latest.currentRound;
  }

  close(): void {
    this.closed = true;
    this.socket?.close(1000, 'Component unmounted');
  }

  private connect(): void {
    const headers = { origin: this.gatewayUrl, ...(this.cookie ? { cookie: this.cookie } : {}) };
    const socket = new WebSocket(`${this.gatewayUrl.replace(/^http/, 'ws')}/ws`, { headers });
    this.socket = socket;
    socket.on('upgrade', (response) => {
      this.gateway = response.headers['x-gateway'] as string | undefined;
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Seen;
      const update = autoplayUpdateMessageSchema.safeParse(message);
      if (update.success) this.autoplayUpdates.push({ ...update.data, at: Date.now() });
      if (message.gameType !== 'crash' || (message.round === undefined && message.currentRound === undefined)) return;
      this.latest = message;
      this.latestAt = Date.now();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.closed) return;
      this.reconnects += 1;
      setTimeout(() => this.connect(), RECONNECT_MS);
    });
  }
}
