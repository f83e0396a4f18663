import type { GameType } from '@pkr/contracts';
import { type Logger, type Pool, withTransaction } from '@pkr/platform';
import { findChain, lockChain, replaceChain, type StoredChain } from '../db/chains';
import { lastRoundNumber } from '../db/rounds';
import { sameRules } from '../domain/chain-rules';
import { type CeremonySettings, drawChain, storedChain } from './chain-draw';

/**
 * A new ceremony for a game whose configured rules differ from its live chain's (FAIRNESS_NEW_CHAIN): a new chain
 * with the configured rules, which the next round opened plays first. The live chain retires after the newest round
 * it opened, so every round it played stays checkable. A replica starting beside this one may have begun the same
 * new chain first; then that chain is the one.
 */
export async function beginNewChain(pool: Pool, gameType: GameType, settings: CeremonySettings, logger: Logger): Promise<StoredChain> {
  const { chain, checkpoints } = drawChain(gameType, settings);
  const begun = await withTransaction(pool, async (tx) => {
    await lockChain(tx, gameType);
    const live = await findChain(tx, gameType);
    if (live?.rules && sameRules(live.rules, chain.rules)) return undefined;
    const firstRound = (await lastRoundNumber(tx, gameType)) + 1;
    await replaceChain(tx, { ...chain, firstRound }, checkpoints);
    return firstRound;
  });
  if (begun !== undefined) {
    const terminatingHash = chain.terminatingHash.toString('hex');
    logger.info({ gameType, terminatingHash, salt: chain.salt, firstRound: begun, ...chain.rules }, 'new fairness chain begun');
  }
  return storedChain(pool, gameType);
}
