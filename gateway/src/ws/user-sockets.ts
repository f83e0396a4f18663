import type { WebSocket } from 'ws';

/**
 * Which open sockets of this gateway belong to which user: a player's private messages go to theirs alone. At
 * most `perUser` sockets of one user are held, so one account cannot tie up the gateway's memory with sockets.
 */
export class UserSockets {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly owner = new Map<WebSocket, string>();

  /** `arrived` hears each user whose first socket here was bound. */
  constructor(
    private readonly perUser = Number.POSITIVE_INFINITY,
    private readonly arrived: (userId: string) => void = () => {},
  ) {}

  /**
   * Binds a socket to the user its session cookie proved; a socket belongs to one user for its whole life.
   * False when the user already holds `perUser` other sockets here: the socket is not bound.
   */
  add(userId: string, ws: WebSocket): boolean {
    const bound = this.owner.get(ws);
    if (bound !== undefined) return bound === userId;
    const sockets = this.byUser.get(userId) ?? new Set<WebSocket>();
    if (sockets.size >= this.perUser) return false;
    this.owner.set(ws, userId);
    sockets.add(ws);
    this.byUser.set(userId, sockets);
    if (sockets.size === 1) this.arrived(userId);
    return true;
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

  /** The users with at least one open socket here. */
  users(): string[] {
    return [...this.byUser.keys()];
  }

  get size(): number {
    return this.owner.size;
  }
}
