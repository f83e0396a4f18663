import { broadcasts, type GameType, type LiveGameEvent } from '@pkr/contracts';
import type { Bus, BusClient, Logger, OutboxRelay, Pool } from '@pkr/platform';
import type { GameSettings } from './config';
import type { StoredChain } from './db/chains';

/** What the leader of one game type works with. */
export interface EngineContext {
  gameType: GameType;
  pool: Pool;
  bus: Bus;
  client: BusClient;
  relay: OutboxRelay;
  chain: StoredChain;
  settings: GameSettings;
  logger: Logger;
}

/** Fans a game event out to every gateway, which forwards it to every /ws client. */
export function publishLive(context: EngineContext, event: LiveGameEvent): void {
  context.bus.publish(broadcasts.liveGame, event);
}
