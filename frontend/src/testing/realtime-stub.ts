import type { ServerMessage } from '@pkr/contracts';
import { act } from '@testing-library/react';

type Listener = (message: unknown) => void;

const listeners = new Set<Listener>();

/**
 * Stands in for `@/lib/realtime/realtime` in a test: the socket is replaced by a hand that delivers server messages
 * to whoever subscribed. No socket is open for money calls, so bets and cash-outs go over HTTP, which the test
 * stubs. Use as `vi.mock('@/lib/realtime/realtime', () => import('@/testing/realtime-stub'))`.
 */
export function getRealtime() {
  return {
    retain: () => () => undefined,
    ask: () => null,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Delivers a server message to every subscriber, inside act. */
export const sendLive = (message: ServerMessage) => act(() => listeners.forEach((listener) => listener(message)));
