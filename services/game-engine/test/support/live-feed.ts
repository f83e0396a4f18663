import { broadcasts, type GameType, type LiveGameEvent, liveGameEventSchema } from '@pkr/contracts';
import type { Bus } from '@pkr/platform';

type EventOf<K extends LiveGameEvent['type']> = Extract<LiveGameEvent, { type: K }>;

interface Waiter {
  matches(event: LiveGameEvent): boolean;
  resolve(event: LiveGameEvent): void;
}

/** Everything the engines publish on 'live.game', as a gateway would hear it, each message checked by the contract. */
export class LiveFeed {
  readonly events: LiveGameEvent[] = [];
  private waiters: Waiter[] = [];

  constructor(bus: Bus) {
    bus.subscribe(broadcasts.liveGame, (payload) => {
      const event = liveGameEventSchema.parse(payload);
      this.events.push(event);
      for (const waiter of this.waiters.filter((candidate) => candidate.matches(event))) waiter.resolve(event);
      this.waiters = this.waiters.filter((candidate) => !candidate.matches(event));
    });
  }

  /** The first event of `type` for `gameType` matching `where`, already heard or still to come. */
  waitFor<K extends LiveGameEvent['type']>(
    type: K,
    where: (event: EventOf<K>) => boolean = () => true,
    { gameType = 'crash', timeoutMs = 20_000 }: { gameType?: GameType; timeoutMs?: number } = {},
  ): Promise<EventOf<K>> {
    const matches = (event: LiveGameEvent): event is EventOf<K> =>
      event.type === type && event.gameType === gameType && where(event as EventOf<K>);
    const heard = this.events.find(matches);
    if (heard) return Promise.resolve(heard);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${gameType} ${type} event within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        matches,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event as EventOf<K>);
        },
      });
    });
  }

  /** Every event heard so far about one round of a game type. */
  ofRound(round: number, gameType: GameType = 'crash'): LiveGameEvent[] {
    return this.events.filter((event) => event.gameType === gameType && 'round' in event && event.round === round);
  }
}
