import type { ClientMessage, GameType, LiveCallResult, ServerMessage } from '@pkr/contracts';
import type { ToastInput } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { CLEAN_CLOSE, REALTIME, REALTIME_ERRORS, reconnectDelayMs } from './constants';
import { FallbackPoller, type FetchGameState } from './fallback-poller';
import { startHeartbeat } from './heartbeat';
import { type LiveCallMessage, LiveCalls } from './live-calls';
import { createStore, initialSnapshot, type MessageListener } from './store';
import { handleSystemMessage, parseServerMessage } from './system-messages';

export type RealtimeDeps = {
  createSocket: (url: string) => WebSocket;
  url: () => string;
  currentUser: () => { id: string; isAdmin: boolean } | null;
  fetchGameState: FetchGameState;
  notify: (toast: ToastInput) => void;
};

const OPEN = 1; // WebSocket.OPEN, without needing the global (jsdom has none)
/** Spec section 4: a failed send of these means the page would miss the game, so polling takes over. */
const FALLBACK_ON_SEND_FAILURE = new Set<ClientMessage['type']>(['get_game_state', 'place_bet', 'cashout']);

/** The one live connection of the app (spec sections 4, 7, 9): connect, heartbeat, reconnect, fallback. */
export class RealtimeClient {
  readonly store = createStore(initialSnapshot);
  private readonly listeners = new Set<MessageListener>();
  private readonly poller: FallbackPoller;
  private readonly calls = new LiveCalls();
  private socket: WebSocket | null = null;
  private attempts = 0;
  private holders = 0;
  private loggedOut = false;
  private lastMessageAt = 0;
  /** What the open socket was last told the screens watch; undefined until it is told, as a new socket is. */
  private toldWatched: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined; // the pending connect or reconnect
  private connectTimeout: ReturnType<typeof setTimeout> | undefined;
  private stopHeartbeat = () => {};

  constructor(private readonly deps: RealtimeDeps) {
    const broadcast = (message: ServerMessage) => this.listeners.forEach((listener) => listener(message));
    this.poller = new FallbackPoller(deps.fetchGameState, broadcast, (usingFallback) => this.store.patch({ usingFallback }));
  }

  /** The first screen that needs live data starts the connection; when the last one leaves it closes cleanly. */
  retain(): () => void {
    if (this.holders++ === 0) this.schedule(REALTIME.initialConnectDelayMs);
    return () => {
      if (--this.holders === 0) this.close();
    };
  }

  subscribe(listener: MessageListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * A screen shows this game until the returned function is called. The server is told the games the screens show
   * (a `watch` message), so the socket hears only their broadcasts: a page on Crash is not sent Aviator's ticks,
   * and a page showing no game is sent none.
   */
  watch(gameType: GameType): () => void {
    const unwatch = this.poller.watch(gameType);
    this.tellWatched();
    return () => {
      unwatch();
      this.tellWatched();
    };
  }

  send(message: ClientMessage): boolean {
    try {
      if (this.socket?.readyState !== OPEN) throw new Error('The live connection is not open');
      this.socket.send(JSON.stringify(message));
      return true;
    } catch {
      if (FALLBACK_ON_SEND_FAILURE.has(message.type)) this.poller.start();
      return false;
    }
  }

  /**
   * Sends a bet, cash-out or cancel on the open socket, and resolves with its answer (rejects with the refusal, or
   * with LiveCallLost when the socket closes first). Null when no socket is open: the caller then uses HTTP.
   */
  ask(message: LiveCallMessage): Promise<LiveCallResult> | null {
    if (this.socket?.readyState !== OPEN) return null;
    const answer = this.calls.expect(message.requestId);
    if (!this.send(message)) this.calls.lose(message.requestId);
    return answer;
  }

  requestGameState(gameType: GameType): boolean {
    return this.send({ type: 'get_game_state', gameType, timestamp: Date.now() });
  }

  /** A login event: authenticate the open socket, or connect now. */
  onLogin(): void {
    this.loggedOut = false;
    if (this.socket?.readyState === OPEN) this.authenticate();
    else if (this.holders > 0 && !this.socket) {
      this.attempts = 0;
      this.schedule(0);
    }
  }

  onLogout(): void {
    this.loggedOut = true;
    this.close();
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), delayMs);
  }

  private connect(): void {
    if (this.socket || this.holders === 0) return;
    this.store.patch({ status: 'connecting' });
    let socket: WebSocket;
    try {
      socket = this.deps.createSocket(this.deps.url());
    } catch {
      // A socket that cannot even be created (no WebSocket, a refused URL) fails like one that never opened.
      this.failed();
      this.closed(1006, '');
      return;
    }
    this.socket = socket;
    this.connectTimeout = setTimeout(() => this.drop(), REALTIME.connectionTimeoutMs);
    socket.onopen = () => this.opened();
    socket.onmessage = (event: MessageEvent) => this.received(event.data);
    socket.onerror = () => this.failed();
    socket.onclose = (event: CloseEvent) => this.closed(event.code, event.reason);
  }

  private opened(): void {
    clearTimeout(this.connectTimeout);
    this.attempts = 0;
    this.lastMessageAt = Date.now();
    this.poller.stop();
    this.store.patch({ status: 'open', error: null });
    this.stopHeartbeat = startHeartbeat({
      ping: () => this.send({ type: 'ping', timestamp: Date.now() }),
      lastMessageAt: () => this.lastMessageAt,
      onDead: () => {
        this.store.patch({ error: REALTIME_ERRORS.broken });
        this.drop();
      },
    });
    this.authenticate();
    this.tellWatched();
  }

  private received(data: unknown): void {
    this.lastMessageAt = Date.now();
    const message = parseServerMessage(data);
    if (!message) return;
    this.calls.settle(message);
    handleSystemMessage(message, {
      notify: this.deps.notify,
      reply: (pong) => this.send(pong),
      setAuthenticated: (authenticated) => this.store.patch({ authenticated }),
    });
    this.listeners.forEach((listener) => listener(message));
  }

  private failed(): void {
    this.store.patch({ error: REALTIME_ERRORS.socketError });
    if (this.attempts >= REALTIME.fallbackAfterErrorAttempts) this.poller.start();
  }

  private closed(code: number, reason: string): void {
    this.detach();
    if (code === CLEAN_CLOSE.code && reason === CLEAN_CLOSE.reason) return;
    if (this.loggedOut || this.holders === 0) return;
    if (this.attempts >= REALTIME.maxReconnectAttempts) {
      this.store.patch({ error: REALTIME_ERRORS.maxAttempts });
      this.deps.notify({
        variant: 'destructive',
        title: i18next.t('common:realtime.connectionErrorTitle'),
        description: i18next.t('common:realtime.connectionErrorDescription'),
      });
      return;
    }
    if (this.attempts >= REALTIME.fallbackAfterAttempts) this.poller.start();
    this.schedule(reconnectDelayMs(this.attempts));
    this.attempts += 1;
  }

  /** Gives up on a socket that never opened or went silent, and goes the unclean-close way (reconnect). */
  private drop(): void {
    const socket = this.socket;
    this.closed(1006, '');
    socket?.close();
  }

  /** Forgets the current socket; its late events must not touch the next one. */
  private detach(): void {
    clearTimeout(this.connectTimeout);
    this.stopHeartbeat();
    this.stopHeartbeat = () => {};
    if (this.socket) this.socket.onopen = this.socket.onmessage = this.socket.onerror = this.socket.onclose = null;
    this.socket = null;
    this.toldWatched = undefined;
    this.calls.loseAll();
    this.store.patch({ status: 'closed', authenticated: false });
  }

  private close(): void {
    clearTimeout(this.timer);
    this.poller.stop();
    const socket = this.socket;
    this.detach();
    socket?.close(CLEAN_CLOSE.code, CLEAN_CLOSE.reason);
  }

  /** Sends the games the screens show, unless the open socket was last told the same. */
  private tellWatched(): void {
    const games = this.poller.games().sort();
    const said = games.join(',');
    if (this.socket?.readyState !== OPEN || said === this.toldWatched) return;
    if (this.send({ type: 'watch', games })) this.toldWatched = said;
  }

  private authenticate(): void {
    const user = this.deps.currentUser();
    if (user) this.send({ type: 'auth', userId: user.id, isAdmin: user.isAdmin, timestamp: Date.now() });
  }
}
