import { broadcasts, liveGameEventSchema } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import { WebSocket, type WebSocketServer } from 'ws';

/**
 * A socket with this much still unsent is slow: it skips ticks (the client draws the multiplier from the
 * round's start time anyway) but still gets every crash and settlement.
 */
export const SLOW_SOCKET_BYTES = 64 * 1024;

/**
 * Forwards the engine's live game events to every open socket. One subscription per gateway (no queue group,
 * so every gateway hears every event) and one serialised frame per event, shared by all sockets.
 */
export function fanOutLiveGame(bus: Bus, wss: WebSocketServer, logger: Logger): Subscription {
  return bus.subscribe(broadcasts.liveGame, (payload) => {
    const parsed = liveGameEventSchema.safeParse(payload);
    if (!parsed.success) {
      logger.warn({ issues: parsed.error.issues }, 'dropped a live game event that does not match its contract');
      return;
    }
    // Sent as the engine published it (the schema only gates it), so fields added later still reach clients.
    const frame = Buffer.from(JSON.stringify(payload));
    const droppable = parsed.data.type === 'game_tick';
    for (const ws of wss.clients) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      if (droppable && ws.bufferedAmount > SLOW_SOCKET_BYTES) continue;
      ws.send(frame, { binary: false });
    }
  });
}
