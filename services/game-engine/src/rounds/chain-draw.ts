import { randomBytes } from 'node:crypto';
import type { GameType } from '@pkr/contracts';
import type { Pool } from '@pkr/platform';
import { findChain, type StoredChain } from '../db/chains';
import { configuredRules } from '../domain/chain-rules';
import { buildChain, type Checkpoint } from '../domain/fairness-chain';

export interface CeremonySettings {
  FAIRNESS_CHAIN_LENGTH: number;
  FAIRNESS_CEREMONY: 'one-step' | 'two-phase';
  FAIRNESS_SALT?: string | undefined;
  FAIRNESS_NEW_CHAIN: boolean;
  HOUSE_EDGE_PERCENT: number;
  MAX_MULTIPLIER: number;
}

/**
 * A new chain of the configured length and rules, not stored yet, with its salt as the ceremony settles it. It
 * starts at round 1; a chain that replaces a live one starts where that one ends.
 */
export function drawChain(gameType: GameType, settings: CeremonySettings): { chain: StoredChain; checkpoints: Checkpoint[] } {
  const twoPhase = settings.FAIRNESS_CEREMONY === 'two-phase';
  if (twoPhase && settings.FAIRNESS_SALT !== undefined) {
    throw new Error(`FAIRNESS_SALT is set before the ${gameType} terminating hash is published: the two-phase ceremony takes it at a later start`);
  }
  const { terminatingHash, checkpoints } = buildChain(randomBytes(32), settings.FAIRNESS_CHAIN_LENGTH);
  const salt = twoPhase ? null : (settings.FAIRNESS_SALT ?? randomBytes(32).toString('hex'));
  const chain = { gameType, chainLength: settings.FAIRNESS_CHAIN_LENGTH, terminatingHash, salt, rules: configuredRules(settings), firstRound: 1 };
  return { chain, checkpoints };
}

/** The game's live chain as stored, with its rules committed. */
export async function storedChain(pool: Pool, gameType: GameType): Promise<StoredChain> {
  const chain = await findChain(pool, gameType);
  if (!chain?.rules) throw new Error(`The ${gameType} chain vanished during the ceremony`);
  return { ...chain, rules: chain.rules };
}
