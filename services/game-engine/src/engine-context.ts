import { broadcasts, type GameType, type LiveGameEvent } from '@pkr/contracts';
import type { Bus, BusClient, Logger, OutboxRelay, Pool } from '@pkr/platform';
import type { PlayerPresence } from './autoplay/player-presence';
import type { GameSettings } from './config';
import type { SaltedChain } from './db/chains';
import type { WinRecords } from './payouts/win-records';

/** What the leader of one game type works with. */
export interface EngineContext {
  gameType: GameType;
  pool: Pool;
  bus: Bus;
  client: BusClient;
  relay: OutboxRelay;
  /** Records wins with their payout credits queued, then credits them, in batches; the outbox delivers what the wallet does not take. */
  wins: WinRecords;
  chain: SaltedChain;
  settings: GameSettings;
  logger: Logger;
  /** The clock player protection reads (limits' days, breaks, reality checks) and presence keeps; tests set it. */
  now: () => Date;
  /** Who has an open socket on a gateway: an auto-play of a player away stops. */
  presence: PlayerPresence;
}

/** Fans a game event out to every gateway, which forwards it to every /ws client. */
export function publishLive(context: EngineContext, event: LiveGameEvent): void {
  context.bus.publish(broadcasts.liveGame, event);
}
