import type { WebSocket } from 'ws';

/** Which open sockets of this gateway belong to which user: a player's private messages go to theirs alone. */
export class UserSockets {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly owner = new Map<WebSocket, string>();

  /** Binds a socket to the user its session cookie proved; a socket belongs to one user for its whole life. */
  add(userId: string, ws: WebSocket): void {
    if (this.owner.has(ws)) return;
    this.owner.set(ws, userId);
    const sockets = this.byUser.get(userId) ?? new Set<WebSocket>();
    sockets.add(ws);
    this.byUser.set(userId, sockets);
  }

  remove(ws: WebSocket): void {
    const userId = this.owner.get(ws);
    if (userId === undefined) return;
    this.owner.delete(ws);
    const sockets = this.byUser.get(userId);
    sockets?.delete(ws);
    if (sockets?.size === 0) this.byUser.delete(userId);
  }

  of(userId: string): ReadonlySet<WebSocket> {
    return this.byUser.get(userId) ?? new Set();
  }

  get size(): number {
    return this.owner.size;
  }
}
