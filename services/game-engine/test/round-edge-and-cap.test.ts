import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, migrate, withTransaction } from '@pkr/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashPointHundredths } from '../src/domain/crash-point';
import { buildChain, hashForward } from '../src/domain/fairness-chain';
import { type DocsScript, docsScript } from './support/docs-script';
import { type EngineHarness, fastRounds, startEngineHarness, untilRecorded } from './support/engine-harness';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
const SALT = 'the salt of the rounds played before the upgrade';
const NEW_SALT = 'the salt of the chain begun for new odds';

let harness: EngineHarness;
let script: DocsScript;
let oldCrashPoint: number;

/**
 * The engine's database as the engine before this change left it: migrated up to then, a crash chain, and a
 * crashed round 1 played with the default edge (1 %) and cap (6.00x), which the rounds table did not record.
 */
async function databaseBeforeTheUpgrade(databaseUrl: string): Promise<number> {
  const earlier = mkdtempSync(join(tmpdir(), 'engine-migrations-'));
  for (const file of readdirSync(migrationsDir).filter((name) => name < '1700000600000')) copyFileSync(join(migrationsDir, file), join(earlier, file));
  await migrate(databaseUrl, earlier, createLogger('migrations', 'silent'));
  rmSync(earlier, { recursive: true, force: true });
  const chainLength = Number(fastRounds.FAIRNESS_CHAIN_LENGTH);
  const seed = randomBytes(32);
  const { terminatingHash, checkpoints } = buildChain(seed, chainLength);
  const hash = hashForward(seed, chainLength - 1);
  const crashHundredths = crashPointHundredths(hash, SALT, { houseEdgePercent: 1, maxHundredths: 600 });
  await withTransaction(harness.engineDb, async (tx) => {
    await tx.query('INSERT INTO fairness_chains (game_type, chain_length, terminating_hash, salt) VALUES ($1, $2, $3, $4)', ['crash', chainLength, terminatingHash, SALT]);
    await tx.query(
      `INSERT INTO chain_checkpoints (game_type, position, hash) SELECT 'crash', position, hash FROM unnest($1::integer[], $2::bytea[]) AS link (position, hash)`,
      [checkpoints.map((checkpoint) => checkpoint.position), checkpoints.map((checkpoint) => checkpoint.hash)],
    );
    await tx.query(
      `INSERT INTO rounds (game_type, round_number, status, hash, crash_point, admin_controlled, betting_ends_at, started_at, ended_at)
       VALUES ('crash', 1, 'crashed', $1, $2, false, now(), now(), now())`,
      [hash, crashHundredths],
    );
  });
  return crashHundredths / 100;
}

beforeAll(async () => {
  harness = await startEngineHarness('engine_round_rules');
  oldCrashPoint = await databaseBeforeTheUpgrade(harness.engineDatabaseUrl);
  script = docsScript();
  await harness.startEngine({ GAME_CONTROL_ENABLED: 'false', HOUSE_EDGE_PERCENT: '1', MAX_MULTIPLIER: '1.2' });
});

afterAll(async () => {
  await harness?.stop();
  script?.remove();
});

const reveal = (roundId: number) => harness.client.call('game.fairness.round', { gameType: 'crash', roundId });

describe('the edge and cap of each round', () => {
  it('reveals a round played before rounds recorded them with none, which the docs script checks with the values of the time', async () => {
    const { terminatingHash } = await harness.client.call('game.fairness.get', { gameType: 'crash' });
    const old = await reveal(1);
    expect(old).toMatchObject({ crashPoint: oldCrashPoint, previousHash: terminatingHash, houseEdgePercent: null, maxMultiplier: null });
    await expect(script.verify(old, [SALT])).rejects.toThrow(/edge and cap/);
    await expect(script.verify(old, [SALT, '1', '6'])).resolves.toEqual({
      verdict: { crashPoint: oldCrashPoint, matches: true, chained: true },
      exitCode: 0,
    });
  });

  it('commits the edge and cap to the chain: an engine configured otherwise refuses to start, naming both', async () => {
    const committed = await harness.client.call('game.fairness.get', { gameType: 'crash' });
    expect(committed).toMatchObject({ houseEdgePercent: 1, maxMultiplier: 1.2 });
    await expect(harness.startEngine({ GAME_CONTROL_ENABLED: 'false', HOUSE_EDGE_PERCENT: '5', MAX_MULTIPLIER: '1.1' })).rejects.toThrow(
      'The crash chain is committed to HOUSE_EDGE_PERCENT=1 and MAX_MULTIPLIER=1.20, the configuration asks for HOUSE_EDGE_PERCENT=5 and MAX_MULTIPLIER=1.10',
    );
    expect(await harness.client.call('game.fairness.get', { gameType: 'crash' })).toEqual(committed);
  });

  it('begins a new chain with the configured edge and cap when told, from the next round, and past rounds stay checkable', async () => {
    const { client, live } = harness;
    const { terminatingHash: oldHash } = await client.call('game.fairness.get', { gameType: 'crash' });
    await live.waitFor('game_crash', (event) => event.round === 2);
    await untilRecorded(client, 2);
    await harness.stopEngines();
    await harness.startEngine({ GAME_CONTROL_ENABLED: 'false', HOUSE_EDGE_PERCENT: '5', MAX_MULTIPLIER: '1.1', FAIRNESS_NEW_CHAIN: 'true', FAIRNESS_SALT: NEW_SALT });
    const renewed = await client.call('game.fairness.get', { gameType: 'crash' });
    expect(renewed).toMatchObject({ houseEdgePercent: 5, maxMultiplier: 1.1, salt: NEW_SALT });
    expect(renewed.terminatingHash).not.toBe(oldHash);
    // The restarted engine has opened its first round by the time it has started: the new chain's first.
    const opened = await harness.engineDb.query<{ last: number }>(`SELECT max(round_number) AS last FROM rounds WHERE game_type = 'crash'`);
    const later = opened.rows[0]?.last ?? 0;
    const retired = await harness.engineDb.query('SELECT first_round, last_round, encode(terminating_hash, $1) AS hash, house_edge, max_multiplier FROM retired_chains WHERE game_type = $2', ['hex', 'crash']);
    expect(retired.rows).toEqual([{ first_round: 1, last_round: later - 1, hash: oldHash, house_edge: 100, max_multiplier: 120 }]);
    await live.waitFor('game_crash', (event) => event.round === later);
    await untilRecorded(client, later);

    const before = await reveal(2);
    const after = await reveal(later);
    // Each round reveals the rules and salt of its own chain: the retired chain's for the round before the new one.
    expect(before).toMatchObject({ houseEdgePercent: 1, maxMultiplier: 1.2, salt: SALT });
    expect(after).toMatchObject({ houseEdgePercent: 5, maxMultiplier: 1.1, salt: NEW_SALT, previousHash: renewed.terminatingHash });
    for (const [round, salt] of [[before, SALT], [after, NEW_SALT]] as const) {
      const checked = { verdict: { crashPoint: round.crashPoint, matches: true, chained: true }, exitCode: 0 };
      await expect(script.verify(round, [])).resolves.toEqual(checked);
      await expect(script.verify(round, [salt])).resolves.toEqual(checked);
    }
  });
});
