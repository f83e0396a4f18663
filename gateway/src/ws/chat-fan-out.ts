import { broadcasts, chatLiveEventSchema } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import { WebSocket, type WebSocketServer } from 'ws';

/**
 * Forwards chat's new and deleted messages to every open socket, logged in or not: every socket watches both
 * games, and the page shows the room of the game it is on. One subscription per gateway (no queue group).
 */
export function fanOutChat(bus: Bus, wss: WebSocketServer, logger: Logger): Subscription {
  return bus.subscribe(broadcasts.chat, (payload) => {
    const parsed = chatLiveEventSchema.safeParse(payload);
    if (!parsed.success) {
      logger.warn({ issues: parsed.error.issues }, 'dropped a chat event that does not match its contract');
      return;
    }
    const frame = JSON.stringify({ ...parsed.data, timestamp: Date.now() });
    for (const ws of wss.clients) if (ws.readyState === WebSocket.OPEN) ws.send(frame);
  });
}
