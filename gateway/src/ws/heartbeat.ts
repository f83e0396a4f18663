import type { WebSocket, WebSocketServer } from 'ws';

/** Pings that may go unanswered in a row before a socket counts as dead. */
const MISSED_PINGS_ALLOWED = 2;

/**
 * Pings every socket each interval and terminates one that missed two pings in a row: a vanished client
 * (sleeping laptop, dropped mobile link) never closes its TCP connection by itself.
 */
export function startHeartbeat(wss: WebSocketServer, intervalMs: number): () => void {
  const missed = new WeakMap<WebSocket, number>();
  wss.on('connection', (ws) => {
    missed.set(ws, 0);
    ws.on('pong', () => missed.set(ws, 0));
  });
  const timer = setInterval(() => {
    for (const ws of wss.clients) {
      const count = missed.get(ws) ?? 0;
      if (count >= MISSED_PINGS_ALLOWED) {
        ws.terminate();
        continue;
      }
      missed.set(ws, count + 1);
      ws.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
