import { broadcasts, type GameType, liveGameEventSchema } from '@pkr/contracts';
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
 *
 * A tick waits for the end of the bus read it came in: when the gateway falls behind, the bus hands it several
 * ticks of a game at once, and only the newest is sent. So under load the tick rate falls instead of the
 * ticks queueing up as latency. Any other event first sends the ticks waiting before it, so order is kept.
 */
export function fanOutLiveGame(bus: Bus, wss: WebSocketServer, logger: Logger): Subscription {
  const waitingTicks = new Map<GameType, Buffer>();
  let flush: NodeJS.Immediate | undefined;

  const sendTicks = (): void => {
    if (flush) clearImmediate(flush);
    flush = undefined;
    for (const frame of waitingTicks.values()) sendToAll(wss, frame, true);
    waitingTicks.clear();
  };

  const subscription = bus.subscribe(broadcasts.liveGame, (payload) => {
    const parsed = liveGameEventSchema.safeParse(payload);
    if (!parsed.success) {
      logger.warn({ issues: parsed.error.issues }, 'dropped a live game event that does not match its contract');
      return;
    }
    // Sent as the engine published it (the schema only gates it), so fields added later still reach clients.
    const frame = Buffer.from(JSON.stringify(payload));
    if (parsed.data.type === 'game_tick') {
      waitingTicks.set(parsed.data.gameType, frame);
      flush ??= setImmediate(sendTicks);
      return;
    }
    sendTicks();
    sendToAll(wss, frame, false);
  });
  return {
    unsubscribe() {
      subscription.unsubscribe();
      if (flush) clearImmediate(flush);
      waitingTicks.clear();
    },
  };
}

function sendToAll(wss: WebSocketServer, frame: Buffer, droppable: boolean): void {
  for (const ws of wss.clients) {
    if (ws.readyState !== WebSocket.OPEN) continue;
    if (droppable && ws.bufferedAmount > SLOW_SOCKET_BYTES) continue;
    ws.send(frame, { binary: false });
  }
}
