import type { ServerMessage } from '@pkr/contracts';

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** What the screens may show about the live connection (spec section 4, Realtime connection). */
export type RealtimeSnapshot = {
  status: ConnectionStatus;
  /** HTTP polling of /api/game/{type} is standing in for the socket. */
  usingFallback: boolean;
  authenticated: boolean;
  /** The last connection problem, in the spec's words; null once the socket is open again. */
  error: string | null;
};

export type MessageListener = (message: ServerMessage) => void;

export const initialSnapshot: RealtimeSnapshot = { status: 'idle', usingFallback: false, authenticated: false, error: null };

/** A tiny external store for useSyncExternalStore: immutable snapshots, change listeners. */
export function createStore<T extends object>(initial: T) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    patch(change: Partial<T>) {
      const changed = (Object.keys(change) as (keyof T)[]).some((key) => change[key] !== snapshot[key]);
      if (!changed) return;
      snapshot = { ...snapshot, ...change };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
