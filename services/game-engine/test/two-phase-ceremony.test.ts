import type { GameType } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsScript, docsScript } from './support/docs-script';
import { type EngineHarness, refusalOf, startEngineHarness, untilRecorded } from './support/engine-harness';

const twoPhase = { FAIRNESS_CEREMONY: 'two-phase', GAME_CONTROL_ENABLED: 'false' };
/** What an operator announces as the salt: a value nobody knew when the terminating hashes were published. */
const BLOCK_HASH = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054';

let harness: EngineHarness;
let script: DocsScript;

beforeAll(async () => {
  harness = await startEngineHarness('engine_ceremony');
  script = docsScript();
});

afterAll(async () => {
  await harness?.stop();
  script?.remove();
});

const commitment = (gameType: GameType = 'crash') => harness.client.call('game.fairness.get', { gameType });
const storedSalts = async () =>
  (await harness.engineDb.query<{ game_type: string; salt: string | null }>('SELECT game_type, salt FROM fairness_chains ORDER BY game_type')).rows;

describe('the two-phase seeding ceremony', () => {
  it('refuses a salt given before the terminating hash is published, seeding nothing', async () => {
    await expect(harness.startEngine({ ...twoPhase, FAIRNESS_SALT: BLOCK_HASH })).rejects.toThrow(/before the crash terminating hash is published/);
    expect(await storedSalts()).toEqual([]);
  });

  it('publishes the terminating hashes with the salt awaited and opens no rounds, also after a restart without it', async () => {
    await harness.startEngine(twoPhase);
    const crash = await commitment();
    expect(crash).toMatchObject({ gameType: 'crash', terminatingHash: expect.stringMatching(/^[0-9a-f]{64}$/), salt: null });
    expect(await commitment('aviator')).toMatchObject({ salt: null });
    const awaited = { reason: expect.stringContaining('FAIRNESS_SALT') };
    expect(await harness.client.call('game.health', {})).toEqual({
      service: 'game-engine',
      database: true,
      idleGames: [{ gameType: 'crash', ...awaited }, { gameType: 'aviator', ...awaited }],
    });

    await harness.stopEngines();
    await harness.startEngine(twoPhase);
    expect(await commitment()).toEqual(crash);
    // A replica that can lead has opened its first round by the time it has started; this one has none to open.
    expect((await harness.engineDb.query('SELECT 1 FROM rounds')).rowCount).toBe(0);
    expect(await refusalOf(harness.client.call('game.crash.state', {}))).toMatchObject({ code: 'UNAVAILABLE' });
    expect(await refusalOf(harness.client.call('game.aviator.state', {}))).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('plays once the engine restarts with FAIRNESS_SALT, on the chain it published', async () => {
    const published = await commitment();
    await harness.stopEngines();
    await harness.startEngine({ ...twoPhase, FAIRNESS_SALT: BLOCK_HASH });
    expect(await commitment()).toEqual({ ...published, salt: BLOCK_HASH });
    expect(await commitment('aviator')).toMatchObject({ salt: BLOCK_HASH });
    expect(await harness.client.call('game.health', {})).toMatchObject({ idleGames: [] });

    await harness.live.waitFor('game_crash', (event) => event.round === 1);
    await untilRecorded(harness.client, 1);
    const first = await harness.client.call('game.fairness.round', { gameType: 'crash', roundId: 1 });
    expect(first.previousHash).toBe(published.terminatingHash);
    await expect(script.verify(first, [BLOCK_HASH])).resolves.toEqual({
      verdict: { crashPoint: first.crashPoint, matches: true, chained: true },
      exitCode: 0,
    });
  });

  it('never changes a salt once set: another one is refused in either ceremony, and a start without one keeps it', async () => {
    await expect(harness.startEngine({ ...twoPhase, FAIRNESS_SALT: `${BLOCK_HASH}0` })).rejects.toThrow(/FAIRNESS_SALT differs/);
    await expect(harness.startEngine({ FAIRNESS_SALT: 'another salt' })).rejects.toThrow(/FAIRNESS_SALT differs/);
    await harness.startEngine(twoPhase);
    expect(await storedSalts()).toEqual([
      { game_type: 'aviator', salt: BLOCK_HASH },
      { game_type: 'crash', salt: BLOCK_HASH },
    ]);
    expect(await commitment()).toMatchObject({ salt: BLOCK_HASH });
  });
});
