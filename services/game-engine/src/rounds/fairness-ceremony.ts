import type { GameType } from '@pkr/contracts';
import { type Logger, type Pool, type Queryable, withTransaction } from '@pkr/platform';
import { adoptRules, type FoundChain, findChain, findCheckpoint, insertChain, setAwaitedSalt, type StoredChain } from '../db/chains';
import { configuredRules, describeRules, sameRules } from '../domain/chain-rules';
import { chainPosition, checkpointBelow, hashForward } from '../domain/fairness-chain';
import { type CeremonySettings, drawChain, storedChain } from './chain-draw';
import { beginNewChain } from './chain-renewal';

/**
 * The seeding ceremony (docs/fairness.md), run once per game type at the first start: a secret random seed,
 * the chain walked to its terminating hash, checkpoints stored, the configured house edge and cap committed with
 * it. The one-step ceremony fixes the salt then too; the two-phase one leaves it awaited until a later start
 * brings FAIRNESS_SALT. Neither the rules nor a stored salt ever change: a different FAIRNESS_SALT is refused,
 * and different rules are refused unless FAIRNESS_NEW_CHAIN begins a new chain with them.
 */
export async function ensureChain(pool: Pool, gameType: GameType, settings: CeremonySettings, logger: Logger): Promise<StoredChain> {
  const found = (await findChain(pool, gameType)) ?? (await seedChain(pool, gameType, settings, logger));
  const stored = await committedChain(pool, found, settings, logger);
  const salt = settings.FAIRNESS_SALT;
  if (salt === undefined) return stored;
  const salted = stored.salt === null ? await fixSalt(pool, gameType, salt, logger) : stored;
  if (salted.salt !== salt) throw new Error(`FAIRNESS_SALT differs from the salt fixed at the ${gameType} seeding ceremony`);
  return salted;
}

/** The chain whose rules are the configured ones; an engine configured otherwise refuses to start, naming both. */
async function committedChain(pool: Pool, found: FoundChain, settings: CeremonySettings, logger: Logger): Promise<StoredChain> {
  const { gameType } = found;
  const wanted = configuredRules(settings);
  if (found.rules === null) {
    await adoptRules(pool, gameType, wanted);
    logger.info({ gameType, ...wanted }, 'fairness chain rules committed');
    return storedChain(pool, gameType);
  }
  if (sameRules(found.rules, wanted)) return { ...found, rules: found.rules };
  if (!settings.FAIRNESS_NEW_CHAIN) {
    throw new Error(
      `The ${gameType} chain is committed to ${describeRules(found.rules)}, the configuration asks for ${describeRules(wanted)}: ` +
        'configure the chain’s rules, or set FAIRNESS_NEW_CHAIN=true to begin a new chain with the configured ones (docs/fairness.md)',
    );
  }
  return beginNewChain(pool, gameType, settings, logger);
}

async function seedChain(pool: Pool, gameType: GameType, settings: CeremonySettings, logger: Logger): Promise<FoundChain> {
  const { chain, checkpoints } = drawChain(gameType, settings);
  const inserted = await withTransaction(pool, (tx) => insertChain(tx, chain, checkpoints));
  if (inserted) {
    logger.info({ gameType, terminatingHash: chain.terminatingHash.toString('hex'), salt: chain.salt, ...chain.rules }, 'fairness chain seeded');
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

/** The hash round `round` plays: from the checkpoint below its link, fewer than 1000 hashes away. */
export async function roundHash(db: Queryable, chain: StoredChain, round: number): Promise<Buffer> {
  const position = chainPosition(chain.chainLength, round - chain.firstRound + 1);
  const base = checkpointBelow(position);
  return hashForward(await findCheckpoint(db, chain.gameType, base), position - base);
}
