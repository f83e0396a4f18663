import { type GameType, gameTypes } from '@pkr/contracts';
import type { WebSocket } from 'ws';

/** What a socket hears: every game until it says which it watches, then those alone. */
export type Hearing = 'every-game' | ReadonlySet<GameType>;

/**
 * Which games each open socket watches, so a game's broadcasts (its ticks, its live table, its chat room) go only to
 * the pages that show it. A socket says so with a `watch` message naming the games of the screens it has open; a
 * page on `/crash` then hears nothing of Aviator, and a page on the dashboard hears neither game. A socket that
 * never said hears every game, as every socket did before the message existed.
 */
export class GameAudience {
  private readonly watching = new WeakMap<WebSocket, ReadonlySet<GameType>>();

  /** Sets what the socket watches, and returns the games it hears now and did not before (they need their state). */
  watch(ws: WebSocket, games: readonly GameType[]): GameType[] {
    const before = this.hearingOf(ws);
    const after = new Set(games);
    this.watching.set(ws, after);
    return [...after].filter((game) => before !== 'every-game' && !before.has(game));
  }

  hearingOf(ws: WebSocket): Hearing {
    return this.watching.get(ws) ?? 'every-game';
  }
}

/** Whether a socket that hears `hearing` hears the game `game`. */
export function hears(hearing: Hearing, game: GameType): boolean {
  return hearing === 'every-game' || hearing.has(game);
}

/** One name per distinct hearing, so what is built for one socket can be reused for every socket that hears the same. */
export function hearingKey(hearing: Hearing): string {
  return hearing === 'every-game' ? '*' : gameTypes.filter((game) => hearing.has(game)).join(',');
}
