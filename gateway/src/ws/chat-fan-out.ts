import { broadcasts, chatLiveEventSchema } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import { WebSocket, type WebSocketServer } from 'ws';
import { type GameAudience, hears } from './game-audience';

/**
 * Forwards chat's new and deleted messages to every open socket that hears the room's game, logged in or not: the
 * chat room stands beside its game's page. One subscription per gateway (no queue group).
 */
export function fanOutChat(bus: Bus, wss: WebSocketServer, audience: GameAudience, logger: Logger): Subscription {
  return bus.subscribe(broadcasts.chat, (payload) => {
    const parsed = chatLiveEventSchema.safeParse(payload);
    if (!parsed.success) {
      logger.warn({ issues: parsed.error.issues }, 'dropped a chat event that does not match its contract');
      return;
    }
    const frame = JSON.stringify({ ...parsed.data, timestamp: Date.now() });
    for (const ws of wss.clients) {
      if (ws.readyState === WebSocket.OPEN && hears(audience.hearingOf(ws), parsed.data.room)) ws.send(frame);
    }
  });
}
