import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsScript, docsScript } from './support/docs-script';
import { type EngineHarness, refusalOf, startEngineHarness, untilRecorded, untilServing } from './support/engine-harness';

let harness: EngineHarness;
let script: DocsScript;

beforeAll(async () => {
  harness = await startEngineHarness('engine_fairness');
  await harness.startEngine({ GAME_CONTROL_ENABLED: 'false' });
  await untilServing(harness.client);
  script = docsScript();
});

afterAll(async () => {
  await harness?.stop();
  script?.remove();
});

const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe('provably fair rounds', () => {
  it('publishes the commitment of each game type with its salt, the same on every call (the one-step ceremony by default)', async () => {
    const crash = await harness.client.call('game.fairness.get', { gameType: 'crash' });
    const aviator = await harness.client.call('game.fairness.get', { gameType: 'aviator' });
    expect(crash).toMatchObject({ gameType: 'crash', salt: expect.stringMatching(/^[0-9a-f]{64}$/), houseEdgePercent: 1, maxMultiplier: 1.2 });
    expect(crash.terminatingHash).toMatch(/^[0-9a-f]{64}$/);
    expect(crash.formula).toContain('HMAC-SHA256');
    expect(aviator.terminatingHash).not.toBe(crash.terminatingHash);
    expect(await harness.client.call('game.fairness.get', { gameType: 'crash' })).toEqual(crash);
    expect(await harness.client.call('game.health', {})).toEqual({ service: 'game-engine', database: true, idleGames: [] });
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
    const { terminatingHash, salt } = await client.call('game.fairness.get', { gameType: 'crash' });
    let expectedPrevious = terminatingHash;
    for (const roundId of [1, 2, 3]) {
      const revealed = await client.call('game.fairness.round', { gameType: 'crash', roundId });
      expect(revealed).toMatchObject({ roundId, previousHash: expectedPrevious, adminControlled: false, houseEdgePercent: 1, maxMultiplier: 1.2 });
      expect(sha256Hex(revealed.hash)).toBe(revealed.previousHash);
      const crashed = await live.waitFor('game_crash', (event) => event.round === roundId);
      expect(crashed).toMatchObject({ crashPoint: revealed.crashPoint, hash: revealed.hash });
      await expect(script.verify(revealed, [salt as string])).resolves.toEqual({
        verdict: { crashPoint: revealed.crashPoint, matches: true, chained: true },
        exitCode: 0,
      });
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

  it('refuses Game Control when the configuration leaves it off, and says it is off', async () => {
    expect(await refusalOf(harness.client.call('game.crash.control', { crashPointHundredths: 150, adminId: crypto.randomUUID() }))).toMatchObject({
      code: 'GAME_CONTROL_DISABLED',
    });
    expect(await harness.client.call('game.crash.rounds-info', {})).toMatchObject({ scheduledCrashPoints: {}, controlEnabled: false });
  });
});
