import type { GameState, GameType, ServerMessage } from '@pkr/contracts';
import { REALTIME } from './constants';

export type FetchGameState = (gameType: GameType) => Promise<GameState>;

/**
 * The HTTP stand-in for the socket (spec section 4/7): every 2 s, GET /api/game/{type} for each game a
 * screen is watching, delivered as the `game_state` message the socket would have sent.
 */
export class FallbackPoller {
  private readonly watched = new Map<GameType, number>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly fetchState: FetchGameState,
    private readonly deliver: (message: ServerMessage) => void,
    private readonly onActiveChange: (active: boolean) => void,
  ) {}

  get active(): boolean {
    return this.timer !== undefined;
  }

  /** Counts screens per game, so two screens on one game poll it once. */
  watch(gameType: GameType): () => void {
    this.watched.set(gameType, (this.watched.get(gameType) ?? 0) + 1);
    return () => {
      const left = (this.watched.get(gameType) ?? 1) - 1;
      if (left > 0) this.watched.set(gameType, left);
      else this.watched.delete(gameType);
    };
  }

  /** The games at least one screen is watching. */
  games(): GameType[] {
    return [...this.watched.keys()];
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => this.pollAll(), REALTIME.fallbackPollMs);
    this.onActiveChange(true);
    this.pollAll();
  }

  stop(): void {
    if (this.timer === undefined) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.onActiveChange(false);
  }

  private pollAll(): void {
    for (const gameType of this.watched.keys()) {
      this.fetchState(gameType).then(
        (state) => this.timer !== undefined && this.deliver({ ...state, type: 'game_state', gameType, timestamp: Date.now() }),
        // Spec section 7: a failed poll is only logged; the next one comes 2 s later.
        (error: unknown) => console.warn(`Failed to fetch ${gameType} game state`, error),
      );
    }
  }
}
