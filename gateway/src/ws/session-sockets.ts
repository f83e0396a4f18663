import { WebSocket } from 'ws';

/** Close code and reason for a socket whose session has ended (a logout on any gateway). */
export const SESSION_ENDED_CLOSE = { code: 4001, reason: 'Session ended' } as const;

/**
 * Which open sockets of this gateway stand on which session, so a session that ends has its sockets closed at
 * once: a logged-out player's socket stops hearing that player's balance.
 */
export class SessionSockets {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  add(sessionId: string, ws: WebSocket): void {
    const sockets = this.bySession.get(sessionId) ?? new Set<WebSocket>();
    if (sockets.has(ws)) return;
    sockets.add(ws);
    this.bySession.set(sessionId, sockets);
    ws.once('close', () => {
      sockets.delete(ws);
      if (sockets.size === 0 && this.bySession.get(sessionId) === sockets) this.bySession.delete(sessionId);
    });
  }

  /** Closes every socket of the session; answers how many. */
  end(sessionId: string): number {
    const sockets = this.bySession.get(sessionId);
    if (!sockets) return 0;
    this.bySession.delete(sessionId);
    const ending = [...sockets];
    for (const ws of ending) {
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    }
    return ending.length;
  }
}
