import type { GameType } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { ChainRules } from '../domain/chain-rules';
import type { Checkpoint } from '../domain/fairness-chain';

export interface StoredChain {
  gameType: GameType;
  chainLength: number;
  terminatingHash: Buffer;
  /** Null while the two-phase ceremony awaits it. */
  salt: string | null;
  rules: ChainRules;
  /** The round that plays the link below the terminating hash. */
  firstRound: number;
}

/** A chain as stored: one seeded before chains held their rules has none until the engine adopts the configured ones. */
export type FoundChain = Omit<StoredChain, 'rules'> & { rules: ChainRules | null };

/** A chain rounds can be played on. */
export type SaltedChain = StoredChain & { salt: string };

/** Stores a freshly made chain; false when another replica's ceremony stored one first. */
export async function insertChain(db: Queryable, chain: StoredChain, checkpoints: Checkpoint[]): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO fairness_chains (game_type, chain_length, terminating_hash, salt, house_edge, max_multiplier, first_round)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (game_type) DO NOTHING`,
    [chain.gameType, chain.chainLength, chain.terminatingHash, chain.salt, chain.rules.houseEdgeHundredths, chain.rules.maxHundredths, chain.firstRound],
  );
  if (inserted.rowCount !== 1) return false;
  await insertCheckpoints(db, chain.gameType, checkpoints);
  return true;
}

async function insertCheckpoints(db: Queryable, gameType: GameType, checkpoints: Checkpoint[]): Promise<void> {
  await db.query(
    `INSERT INTO chain_checkpoints (game_type, position, hash)
     SELECT $1, position, hash FROM unnest($2::integer[], $3::bytea[]) AS link (position, hash)`,
    [gameType, checkpoints.map((checkpoint) => checkpoint.position), checkpoints.map((checkpoint) => checkpoint.hash)],
  );
}

/**
 * Retires the live chain after round `lastRound` and puts `chain` in its place, its first round the next one. The
 * retired chain's checkpoints go: every round it played has its hash stored already.
 */
export async function replaceChain(db: Queryable, chain: StoredChain, checkpoints: Checkpoint[]): Promise<void> {
  await db.query(
    `INSERT INTO retired_chains (game_type, first_round, last_round, chain_length, terminating_hash, salt, house_edge, max_multiplier, created_at)
     SELECT game_type, first_round, $2, chain_length, terminating_hash, salt, house_edge, max_multiplier, created_at
       FROM fairness_chains WHERE game_type = $1`,
    [chain.gameType, chain.firstRound - 1],
  );
  await db.query('DELETE FROM chain_checkpoints WHERE game_type = $1', [chain.gameType]);
  await db.query(
    `UPDATE fairness_chains SET chain_length = $2, terminating_hash = $3, salt = $4, house_edge = $5, max_multiplier = $6, first_round = $7, created_at = now()
      WHERE game_type = $1`,
    [chain.gameType, chain.chainLength, chain.terminatingHash, chain.salt, chain.rules.houseEdgeHundredths, chain.rules.maxHundredths, chain.firstRound],
  );
  await insertCheckpoints(db, chain.gameType, checkpoints);
}

interface ChainRow {
  chain_length: number;
  terminating_hash: Buffer;
  salt: string | null;
  house_edge: number | null;
  max_multiplier: number | null;
  first_round: number;
}

export async function findChain(db: Queryable, gameType: GameType): Promise<FoundChain | undefined> {
  const found = await db.query<ChainRow>(
    'SELECT chain_length, terminating_hash, salt, house_edge, max_multiplier, first_round FROM fairness_chains WHERE game_type = $1',
    [gameType],
  );
  const row = found.rows[0];
  return (
    row && {
      gameType,
      chainLength: row.chain_length,
      terminatingHash: row.terminating_hash,
      salt: row.salt,
      rules: row.house_edge === null || row.max_multiplier === null ? null : { houseEdgeHundredths: row.house_edge, maxHundredths: row.max_multiplier },
      firstRound: row.first_round,
    }
  );
}

/** Gives a chain seeded before chains held their rules the ones it plays from now on; a chain holding rules keeps them. */
export async function adoptRules(db: Queryable, gameType: GameType, rules: ChainRules): Promise<void> {
  await db.query('UPDATE fairness_chains SET house_edge = $2, max_multiplier = $3 WHERE game_type = $1 AND house_edge IS NULL', [
    gameType,
    rules.houseEdgeHundredths,
    rules.maxHundredths,
  ]);
}

/** Stores the salt of a chain that awaits one; false when a salt is stored already, which is left as it is. */
export async function setAwaitedSalt(db: Queryable, gameType: GameType, salt: string): Promise<boolean> {
  const updated = await db.query('UPDATE fairness_chains SET salt = $2 WHERE game_type = $1 AND salt IS NULL', [gameType, salt]);
  return updated.rowCount === 1;
}

/**
 * Serialises opening a round with setting a crash point for one and with beginning a new chain, so none misses
 * the others; answers the live chain's terminating hash.
 */
export async function lockChain(db: Queryable, gameType: GameType): Promise<Buffer | undefined> {
  const locked = await db.query<{ terminating_hash: Buffer }>('SELECT terminating_hash FROM fairness_chains WHERE game_type = $1 FOR UPDATE', [gameType]);
  return locked.rows[0]?.terminating_hash;
}

/**
 * The salt of the chain that played round `round`: a retired chain's for a round it played, else the live chain's,
 * so a round stays checkable after a new chain begins.
 */
export async function saltOfRound(db: Queryable, gameType: GameType, round: number): Promise<string | null> {
  const found = await db.query<{ salt: string | null }>(
    `SELECT salt FROM (
       SELECT salt, 0 AS preference FROM retired_chains WHERE game_type = $1 AND $2 BETWEEN first_round AND last_round
       UNION ALL
       SELECT salt, 1 FROM fairness_chains WHERE game_type = $1
     ) AS chain ORDER BY preference LIMIT 1`,
    [gameType, round],
  );
  return found.rows[0]?.salt ?? null;
}

export async function findCheckpoint(db: Queryable, gameType: GameType, position: number): Promise<Buffer> {
  const found = await db.query<{ hash: Buffer }>(
    'SELECT hash FROM chain_checkpoints WHERE game_type = $1 AND position = $2',
    [gameType, position],
  );
  const row = found.rows[0];
  if (!row) throw new Error(`No checkpoint ${position} in the ${gameType} chain`);
  return row.hash;
}
