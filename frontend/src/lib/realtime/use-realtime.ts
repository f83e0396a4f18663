import type { GameType, ServerMessage } from '@pkr/contracts';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { getRealtime } from './realtime';
import type { RealtimeSnapshot } from './store';

/** Live messages of one game (and the untyped ones, such as game-wide notifications) as they arrive. */
export type GameMessageHandler = (message: ServerMessage) => void;

/**
 * Keeps the live connection up while the calling screen is shown, delivers the game's messages to `onMessage`
 * (the latest function is always called, so callers need not memoise it) and returns the connection's state.
 */
export function useRealtime(gameType: GameType, onMessage: GameMessageHandler): RealtimeSnapshot & { requestGameState: () => void } {
  const client = getRealtime();
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    const release = client.retain();
    const unwatch = client.watch(gameType);
    const unsubscribe = client.subscribe((message) => {
      // Both games share the socket; messages of the other game are not this screen's.
      const messageGame = 'gameType' in message ? message.gameType : undefined;
      if (messageGame === undefined || messageGame === gameType) handler.current(message);
    });
    return () => {
      unsubscribe();
      unwatch();
      release();
    };
  }, [client, gameType]);

  const snapshot = useSyncExternalStore(client.store.subscribe, client.store.get, client.store.get);
  // A failed send turns the polling fallback on, which then delivers the state instead.
  const requestGameState = useCallback(() => void client.requestGameState(gameType), [client, gameType]);
  return { ...snapshot, requestGameState };
}
