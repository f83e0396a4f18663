import { randomBytes } from 'node:crypto';
import type { GameType } from '@pkr/contracts';
import { type Logger, type Pool, type Queryable, withTransaction } from '@pkr/platform';
import { findChain, findCheckpoint, insertChain, type StoredChain } from './db/chains';
import { buildChain, chainPosition, checkpointBelow, hashForward } from './domain/fairness-chain';

export interface CeremonySettings {
  FAIRNESS_CHAIN_LENGTH: number;
  FAIRNESS_SALT?: string | undefined;
}

/**
 * The seeding ceremony (docs/fairness.md), run once per game type at the first start: a secret random seed,
 * the chain walked to its terminating hash, checkpoints stored, the salt fixed. Later starts read what is stored;
 * a different FAIRNESS_SALT then is refused, since changing the salt would change committed outcomes.
 */
export async function ensureChain(pool: Pool, gameType: GameType, settings: CeremonySettings, logger: Logger): Promise<StoredChain> {
  const stored = (await findChain(pool, gameType)) ?? (await seedChain(pool, gameType, settings, logger));
  if (settings.FAIRNESS_SALT !== undefined && settings.FAIRNESS_SALT !== stored.salt) {
    throw new Error(`FAIRNESS_SALT differs from the salt fixed at the ${gameType} seeding ceremony`);
  }
  return stored;
}

async function seedChain(pool: Pool, gameType: GameType, settings: CeremonySettings, logger: Logger): Promise<StoredChain> {
  const seed = randomBytes(32);
  const { terminatingHash, checkpoints } = buildChain(seed, settings.FAIRNESS_CHAIN_LENGTH);
  const chain: StoredChain = {
    gameType,
    chainLength: settings.FAIRNESS_CHAIN_LENGTH,
    terminatingHash,
    salt: settings.FAIRNESS_SALT ?? randomBytes(32).toString('hex'),
  };
  const inserted = await withTransaction(pool, (tx) => insertChain(tx, chain, checkpoints));
  if (inserted) {
    logger.info({ gameType, terminatingHash: terminatingHash.toString('hex'), salt: chain.salt }, 'fairness chain seeded');
    return chain;
  }
  // Another replica's ceremony won the race; its chain is the one.
  const winner = await findChain(pool, gameType);
  if (!winner) throw new Error(`The ${gameType} chain vanished during seeding`);
  return winner;
}

/** The hash round `round` plays: from the checkpoint below its link, fewer than 1000 hashes away. */
export async function roundHash(db: Queryable, chain: StoredChain, round: number): Promise<Buffer> {
  const position = chainPosition(chain.chainLength, round);
  const base = checkpointBelow(position);
  return hashForward(await findCheckpoint(db, chain.gameType, base), position - base);
}
