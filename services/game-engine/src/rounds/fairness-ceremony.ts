import { randomBytes } from 'node:crypto';
import type { GameType } from '@pkr/contracts';
import { type Logger, type Pool, type Queryable, withTransaction } from '@pkr/platform';
import { findChain, findCheckpoint, insertChain, setAwaitedSalt, type StoredChain } from '../db/chains';
import { buildChain, chainPosition, checkpointBelow, hashForward } from '../domain/fairness-chain';

export interface CeremonySettings {
  FAIRNESS_CHAIN_LENGTH: number;
  FAIRNESS_CEREMONY: 'one-step' | 'two-phase';
  FAIRNESS_SALT?: string | undefined;
}

/**
 * The seeding ceremony (docs/fairness.md), run once per game type at the first start: a secret random seed,
 * the chain walked to its terminating hash, checkpoints stored. The one-step ceremony fixes the salt then too;
 * the two-phase one leaves it awaited until a later start brings FAIRNESS_SALT. A stored salt never changes: a
 * different FAIRNESS_SALT is refused, since changing the salt would change committed outcomes.
 */
export async function ensureChain(pool: Pool, gameType: GameType, settings: CeremonySettings, logger: Logger): Promise<StoredChain> {
  const stored = (await findChain(pool, gameType)) ?? (await seedChain(pool, gameType, settings, logger));
  const salt = settings.FAIRNESS_SALT;
  if (salt === undefined) return stored;
  const salted = stored.salt === null ? await fixSalt(pool, gameType, salt, logger) : stored;
  if (salted.salt !== salt) throw new Error(`FAIRNESS_SALT differs from the salt fixed at the ${gameType} seeding ceremony`);
  return salted;
}

async function seedChain(pool: Pool, gameType: GameType, settings: CeremonySettings, logger: Logger): Promise<StoredChain> {
  const twoPhase = settings.FAIRNESS_CEREMONY === 'two-phase';
  if (twoPhase && settings.FAIRNESS_SALT !== undefined) {
    throw new Error(`FAIRNESS_SALT is set before the ${gameType} terminating hash is published: the two-phase ceremony takes it at a later start`);
  }
  const seed = randomBytes(32);
  const { terminatingHash, checkpoints } = buildChain(seed, settings.FAIRNESS_CHAIN_LENGTH);
  const chain: StoredChain = {
    gameType,
    chainLength: settings.FAIRNESS_CHAIN_LENGTH,
    terminatingHash,
    salt: twoPhase ? null : (settings.FAIRNESS_SALT ?? randomBytes(32).toString('hex')),
  };
  const inserted = await withTransaction(pool, (tx) => insertChain(tx, chain, checkpoints));
  if (inserted) {
    logger.info({ gameType, terminatingHash: terminatingHash.toString('hex'), salt: chain.salt }, 'fairness chain seeded');
    return chain;
  }
  // Another replica's ceremony won the race; its chain is the one.
  return storedChain(pool, gameType);
}

/** The second phase: the awaited salt stored, unless a replica starting beside this one stored its own first. */
async function fixSalt(pool: Pool, gameType: GameType, salt: string, logger: Logger): Promise<StoredChain> {
  if (await setAwaitedSalt(pool, gameType, salt)) logger.info({ gameType, salt }, 'fairness salt fixed');
  return storedChain(pool, gameType);
}

async function storedChain(pool: Pool, gameType: GameType): Promise<StoredChain> {
  const chain = await findChain(pool, gameType);
  if (!chain) throw new Error(`The ${gameType} chain vanished during the ceremony`);
  return chain;
}

/** The hash round `round` plays: from the checkpoint below its link, fewer than 1000 hashes away. */
export async function roundHash(db: Queryable, chain: StoredChain, round: number): Promise<Buffer> {
  const position = chainPosition(chain.chainLength, round);
  const base = checkpointBelow(position);
  return hashForward(await findCheckpoint(db, chain.gameType, base), position - base);
}
