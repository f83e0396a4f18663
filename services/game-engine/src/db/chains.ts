import type { GameType } from '@pkr/contracts';
import type { Queryable } from '@pkr/platform';
import type { Checkpoint } from '../domain/fairness-chain';

export interface StoredChain {
  gameType: GameType;
  chainLength: number;
  terminatingHash: Buffer;
  /** Null while the two-phase ceremony awaits it. */
  salt: string | null;
}

/** A chain rounds can be played on. */
export type SaltedChain = StoredChain & { salt: string };

/** Stores a freshly made chain; false when another replica's ceremony stored one first. */
export async function insertChain(db: Queryable, chain: StoredChain, checkpoints: Checkpoint[]): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO fairness_chains (game_type, chain_length, terminating_hash, salt) VALUES ($1, $2, $3, $4)
     ON CONFLICT (game_type) DO NOTHING`,
    [chain.gameType, chain.chainLength, chain.terminatingHash, chain.salt],
  );
  if (inserted.rowCount !== 1) return false;
  await db.query(
    `INSERT INTO chain_checkpoints (game_type, position, hash)
     SELECT $1, position, hash FROM unnest($2::integer[], $3::bytea[]) AS link (position, hash)`,
    [chain.gameType, checkpoints.map((checkpoint) => checkpoint.position), checkpoints.map((checkpoint) => checkpoint.hash)],
  );
  return true;
}

export async function findChain(db: Queryable, gameType: GameType): Promise<StoredChain | undefined> {
  const found = await db.query<{ chain_length: number; terminating_hash: Buffer; salt: string | null }>(
    'SELECT chain_length, terminating_hash, salt FROM fairness_chains WHERE game_type = $1',
    [gameType],
  );
  const row = found.rows[0];
  return row && { gameType, chainLength: row.chain_length, terminatingHash: row.terminating_hash, salt: row.salt };
}

/** Stores the salt of a chain that awaits one; false when a salt is stored already, which is left as it is. */
export async function setAwaitedSalt(db: Queryable, gameType: GameType, salt: string): Promise<boolean> {
  const updated = await db.query('UPDATE fairness_chains SET salt = $2 WHERE game_type = $1 AND salt IS NULL', [gameType, salt]);
  return updated.rowCount === 1;
}

/** Serialises opening a round with setting a crash point for one, so neither misses the other. */
export async function lockChain(db: Queryable, gameType: GameType): Promise<void> {
  await db.query('SELECT 1 FROM fairness_chains WHERE game_type = $1 FOR UPDATE', [gameType]);
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
