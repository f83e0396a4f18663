import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineHarness, refusalOf, startEngineHarness, untilRecorded, untilServing } from './support/engine-harness';

const run = promisify(execFile);
let harness: EngineHarness;
let scriptDir: string;

beforeAll(async () => {
  harness = await startEngineHarness('engine_fairness');
  await harness.startEngine({ GAME_CONTROL_ENABLED: 'false' });
  await untilServing(harness.client);
  scriptDir = mkdtempSync(join(tmpdir(), 'verify-round-'));
});

afterAll(async () => {
  await harness?.stop();
  rmSync(scriptDir, { recursive: true, force: true });
});

const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** The verification script exactly as docs/fairness.md prints it. */
function docsScript(): string {
  const docs = readFileSync(new URL('../../../docs/fairness.md', import.meta.url), 'utf8');
  const script = /```js\n(\/\/ verify-round\.mjs[\s\S]*?)```/.exec(docs)?.[1];
  if (!script) throw new Error('docs/fairness.md has no verify-round.mjs script');
  const file = join(scriptDir, 'verify-round.mjs');
  writeFileSync(file, script);
  return file;
}

describe('provably fair rounds', () => {
  it('publishes the commitment of each game type, the same on every call', async () => {
    const crash = await harness.client.call('game.fairness.get', { gameType: 'crash' });
    const aviator = await harness.client.call('game.fairness.get', { gameType: 'aviator' });
    expect(crash).toMatchObject({ gameType: 'crash', houseEdgePercent: 1, maxMultiplier: 1.2 });
    expect(crash.terminatingHash).toMatch(/^[0-9a-f]{64}$/);
    expect(crash.formula).toContain('HMAC-SHA256');
    expect(aviator.terminatingHash).not.toBe(crash.terminatingHash);
    expect(await harness.client.call('game.fairness.get', { gameType: 'crash' })).toEqual(crash);
  });

  it('keeps the salt fixed at the seeding ceremony: a replica configured with another one refuses to start', async () => {
    const { salt } = await harness.client.call('game.fairness.get', { gameType: 'crash' });
    await expect(harness.startEngine({ FAIRNESS_SALT: `${salt}-changed` })).rejects.toThrow(/FAIRNESS_SALT differs/);
    expect((await harness.client.call('game.fairness.get', { gameType: 'crash' })).salt).toBe(salt);
  });

  it('reveals finished rounds that chain back to the terminating hash and that the docs script recomputes', async () => {
    const { client, live } = harness;
    await live.waitFor('game_crash', (event) => event.round >= 3);
    await untilRecorded(client, 3);
    const { terminatingHash, salt, houseEdgePercent, maxMultiplier } = await client.call('game.fairness.get', { gameType: 'crash' });
    const script = docsScript();
    let expectedPrevious = terminatingHash;
    for (const roundId of [1, 2, 3]) {
      const revealed = await client.call('game.fairness.round', { gameType: 'crash', roundId });
      expect(revealed).toMatchObject({ roundId, previousHash: expectedPrevious, adminControlled: false });
      expect(sha256Hex(revealed.hash)).toBe(revealed.previousHash);
      const crashed = await live.waitFor('game_crash', (event) => event.round === roundId);
      expect(crashed).toMatchObject({ crashPoint: revealed.crashPoint, hash: revealed.hash });
      const { stdout } = await run(process.execPath, [script, revealed.hash, revealed.previousHash, salt, `${houseEdgePercent}`, `${maxMultiplier}`]);
      expect(JSON.parse(stdout)).toEqual({ crashPoint: revealed.crashPoint, chained: true });
      expectedPrevious = revealed.hash;
    }
  });

  it('refuses to reveal a round before it has crashed, and reveals it after', async () => {
    const { client, live } = harness;
    const { currentRound } = await client.call('game.crash.state', {});
    const round = currentRound + 1;
    const reveal = () => client.call('game.fairness.round', { gameType: 'crash', roundId: round });
    expect(await refusalOf(reveal())).toMatchObject({ code: 'NOT_FOUND' });
    await live.waitFor('betting_phase', (event) => event.round === round);
    expect(await refusalOf(reveal())).toMatchObject({ code: 'NOT_FOUND' });
    const crashed = await live.waitFor('game_crash', (event) => event.round === round);
    await untilRecorded(client, round);
    expect(await reveal()).toMatchObject({ roundId: round, crashPoint: crashed.crashPoint, hash: crashed.hash });
  });

  it('keeps the crash point and hash of a round out of its state and messages until it crashes', async () => {
    const { client, live } = harness;
    const { currentRound } = await client.call('game.crash.state', {});
    const round = currentRound + 1;
    await live.waitFor('betting_phase', (event) => event.round === round);
    let crashed: { crashPoint: number; hash: string } | undefined;
    void live.waitFor('game_crash', (event) => event.round === round).then((event) => (crashed = event));
    const states = [];
    while (!crashed) {
      states.push(await client.call('game.crash.state', {}));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { crashPoint, hash } = crashed;
    const unfinished = states.filter((state) => state.currentRound === round && state.phase !== 'crashed');
    expect(unfinished.length).toBeGreaterThan(0);
    for (const state of unfinished) {
      expect(state.crashPoint).toBeNull();
      expect(JSON.stringify(state)).not.toContain(hash);
    }
    const before = live.ofRound(round).filter((event) => event.type !== 'game_crash');
    expect(before.map((event) => event.type)).toEqual(expect.arrayContaining(['betting_phase', 'new_game']));
    for (const event of before) {
      expect(JSON.stringify(event)).not.toContain(hash);
      if (event.type === 'game_tick') expect(event.multiplier).toBeLessThan(crashPoint);
    }
    expect(before.find((event) => event.type === 'betting_phase')).toMatchObject({ previousHash: sha256Hex(hash) });
    expect((await client.call('game.crash.state', {})).crashPoint).toBe(crashPoint);
  });

  it('refuses Game Control when the configuration leaves it off', async () => {
    expect(await refusalOf(harness.client.call('game.crash.control', { crashPointHundredths: 150, adminId: crypto.randomUUID() }))).toMatchObject({
      code: 'GAME_CONTROL_DISABLED',
    });
    expect((await harness.client.call('game.crash.rounds-info', {})).scheduledCrashPoints).toEqual({});
  });
});
