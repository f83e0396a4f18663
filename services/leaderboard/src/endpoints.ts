import type { BusClient, EndpointTable, Logger, Pool } from '@pkr/platform';
import { applyBetSettled, applyBetsSettled } from './handlers/bet-settled';
import { health, leaderboard, playerFigures, stats } from './handlers/queries';
import { applyUserRegistered } from './handlers/user-registered';

export interface LeaderboardContext {
  pool: Pool;
  /** Asks auth for players' avatars and the engine for finished Crash rounds. */
  client: BusClient;
  logger: Logger;
}

/** The leaderboard's route table: every subject it serves, in the order of the contracts. */
export function leaderboardEndpoints(context: LeaderboardContext): EndpointTable {
  const { pool } = context;
  return {
    'leaderboard.health': () => health(pool),
    'leaderboard.on.user-registered': (event) => applyUserRegistered(pool, event),
    'leaderboard.on.bet-settled': (event) => applyBetSettled(pool, event),
    'leaderboard.on.bet-settled.batch': async ({ events }) => ({ acks: await applyBetsSettled(pool, events) }),
    'leaderboard.get': ({ sort, limit }) => leaderboard(context, sort, limit),
    'leaderboard.stats': () => stats(context),
    'leaderboard.player': ({ userId }) => playerFigures(pool, userId),
  };
}
