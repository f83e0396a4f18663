import WebSocket from 'ws';
import { call, reasonOf } from './http';

export interface LiveEvent {
  type: string;
  gameType?: string;
  round?: number;
  startedAt?: number;
  bettingEndsAt?: number;
  crashPoint?: number;
  [key: string]: unknown;
}

/** A watcher on `/ws` that the bench steers its rounds by: waits for a round's betting, flight and crash. */
export class RoundWatcher {
  private waiters: Array<{ test: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }> = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as LiveEvent;
      if (event.type === 'game_tick') return;
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(event)) return true;
        waiter.resolve(event);
        return false;
      });
    });
  }

  static open(baseUrl: string): Promise<RoundWatcher> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers: { origin: baseUrl } });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RoundWatcher(socket)));
      socket.once('error', reject);
    });
  }

  next(test: (event: LiveEvent) => boolean, timeoutMs = 180_000): Promise<LiveEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No matching live event within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event);
        },
      });
    });
  }

  /** The next round of the game to open its betting phase. */
  nextBetting(gameType: string): Promise<LiveEvent> {
    return this.next((event) => event.type === 'betting_phase' && event.gameType === gameType);
  }

  started(gameType: string, round: number): Promise<LiveEvent> {
    return this.next((event) => event.type === 'new_game' && event.gameType === gameType && event.round === round);
  }

  crashed(gameType: string, round: number): Promise<LiveEvent> {
    return this.next((event) => event.type === 'game_crash' && event.gameType === gameType && event.round === round);
  }

  close(): void {
    this.socket.close(1000);
  }
}

/**
 * Sets the crash point of the next `count` rounds of a game through the admin's Game Control, so a scenario
 * knows how long each flight lasts. Every such round stays labelled admin-controlled in the product.
 */
export async function scheduleCrashPoints(baseUrl: string, adminCookie: string, gameType: string, crashPoint: number, count: number): Promise<void> {
  const info = await call<{ currentRound: number }>(baseUrl, 'GET', `/api/admin/game/rounds/${gameType}`, undefined, adminCookie);
  if (info.status !== 200) throw new Error(`Reading the rounds of ${gameType} failed: ${reasonOf(info)}`);
  for (let offset = 1; offset <= count; offset += 1) {
    const roundNumber = info.body.currentRound + offset;
    const set = await call(baseUrl, 'POST', '/api/admin/game/control', { gameType, crashPoint, roundNumber }, adminCookie);
    // A round that opened meanwhile keeps its own crash point; the rounds after it are still set.
    if (set.status !== 200 && /greater than the current round/i.test(reasonOf(set))) continue;
    if (set.status !== 200) throw new Error(`Setting the crash point of ${gameType} round ${roundNumber} failed: ${reasonOf(set)}`);
  }
}
