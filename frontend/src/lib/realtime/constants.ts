/** Spec section 9, Realtime. */
export const REALTIME = {
  initialConnectDelayMs: 500,
  pingIntervalMs: 15_000,
  connectionTimeoutMs: 10_000,
  healthCheckIntervalMs: 5_000,
  /** No message at all for three ping intervals means the socket is dead even if it looks open. */
  deadAfterMs: 3 * 15_000,
  reconnectBaseMs: 2_000,
  reconnectFactor: 1.5,
  reconnectMaxDelayMs: 30_000,
  maxReconnectAttempts: 10,
  /** Spec section 4: HTTP polling takes over after this many failed reconnects... */
  fallbackAfterAttempts: 3,
  /** ...or after a socket error once this many reconnects have been tried. */
  fallbackAfterErrorAttempts: 2,
  fallbackPollMs: 2_000,
} as const;

/** The clean close that means "we are leaving on purpose": it never reconnects. */
export const CLEAN_CLOSE = { code: 1000, reason: 'Component unmounted' } as const;

/** Delay before reconnect number `attempt` (0-based): base x 1.5^attempt, capped. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(REALTIME.reconnectBaseMs * REALTIME.reconnectFactor ** attempt, REALTIME.reconnectMaxDelayMs);
}

/** /ws on the page's own host, the secure variant under https. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

export const REALTIME_ERRORS = {
  maxAttempts: 'Maximum reconnect attempts reached',
  socketError: 'WebSocket connection error',
  broken: 'Connection appears broken, will try to reconnect',
} as const;
