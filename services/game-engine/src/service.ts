import { fileURLToPath } from 'node:url';
import { gameTypes, type GameType } from '@pkr/contracts';
import { createBusClient, openServiceDatabase, OutboxRelay, type RunningService, serveEndpoints, type ServiceStart, watchOutbox } from '@pkr/platform';
import { hearPresence, PlayerPresence } from './autoplay/player-presence';
import type { GameSettings } from './config';
import type { StoredChain } from './db/chains';
import { sharedEndpoints } from './endpoints';
import { WinRecords } from './payouts/win-records';
import { ensureChain } from './rounds/fairness-ceremony';
import { markLeading, watchPayouts } from './engine-metrics';
import { leadGame } from './rounds/game-leader';
import { LeaderElection } from './rounds/leader-election';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
// Advisory lock namespace of the engine ('game' in ASCII); the second key is the game type's index.
const LOCK_NAMESPACE = 0x67616d65;

/** How a replica is started; `now` is the clock of player protection, the system's unless a test sets one. */
export type GameEngineStart = ServiceStart<GameSettings> & { now?: () => Date };

/**
 * Starts a game-engine replica: the fairness chains (seeded at the first start), the outbox relay, the shared
 * read subjects, and a bid for the lead of each game type's clock, for every game type whose chain has its salt.
 */
export async function startGameEngineService({ bus, databaseUrl, logger, config, now = () => new Date() }: GameEngineStart): Promise<RunningService> {
  const chains = new Map<GameType, StoredChain>();
  const pool = await openServiceDatabase({ databaseUrl, migrationsDir, poolSize: config.DATABASE_POOL_SIZE, logger }, async (opened) => {
    for (const gameType of gameTypes) chains.set(gameType, await ensureChain(opened, gameType, config, logger));
  });
  const client = createBusClient(bus);
  const relay = new OutboxRelay({ pool, client, logger });
  relay.start();
  const unwatchOutbox = watchOutbox(pool, 'game-engine');
  const unwatchPayouts = watchPayouts(pool);
  const batches = { inFlight: config.MONEY_BATCHES_IN_FLIGHT, maxSize: config.MONEY_BATCH_MAX };
  const wins = new WinRecords({ pool, client, relay, logger }, batches);
  const shared = serveEndpoints(bus, sharedEndpoints(pool, bus, chains, now), { queue: 'game', logger });
  const presence = new PlayerPresence(now);
  const presenceHeard = hearPresence(bus, presence, logger);
  const elections = gameTypes.flatMap((gameType, index) => {
    const { salt, ...stored } = chains.get(gameType) as StoredChain;
    if (salt === null) {
      const terminatingHash = stored.terminatingHash.toString('hex');
      logger.warn({ gameType, terminatingHash }, 'no rounds: the fairness salt is awaited; publish the terminating hash, then restart with FAIRNESS_SALT');
      return [];
    }
    const chain = { ...stored, salt };
    markLeading(gameType, false);
    const context = { gameType, pool, bus, client, relay, wins, chain, settings: config, logger: logger.child({ gameType }), now, presence };
    const election = new LeaderElection({
      databaseUrl,
      lockKey: [LOCK_NAMESPACE, index],
      pollMs: config.LEADER_POLL_MS,
      logger: context.logger,
      lead: (resign) => leadGame(context, resign),
    });
    return [election];
  });
  // A replica that can lead serves its games before it says it has started, so callers never race its first bid.
  await Promise.all(elections.map((election) => election.start()));
  await bus.flush();
  logger.info('game engine started');
  return {
    async stop() {
      shared.unsubscribe();
      presenceHeard.unsubscribe();
      await Promise.all(elections.map((election) => election.stop()));
      unwatchOutbox();
      unwatchPayouts();
      await relay.stop();
      await pool.end();
    },
  };
}
