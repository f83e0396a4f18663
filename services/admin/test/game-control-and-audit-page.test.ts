import type { AdminActor } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, nextRequest, seededAdmin, startAdminHarness } from './support/admin-harness';
import { rowsOfRequest } from './support/audit-rows';

let harness: AdminHarness;
let chief: AdminActor;
beforeAll(async () => {
  harness = await startAdminHarness('admin_games', { games: true });
  chief = await harness.actorFor(seededAdmin.username, seededAdmin.password);
});
afterAll(() => harness?.stop());

describe('game control', () => {
  it('writes the crash point a round had before and the one it has after, for a set and a change', async () => {
    const { currentRound, controlEnabled } = await harness.client.call('admin.game.rounds', { actor: nextRequest(chief), gameType: 'aviator' });
    expect(controlEnabled).toBe(true);
    const round = currentRound + 5;
    const first = nextRequest(chief);
    await expect(harness.client.call('admin.game.control', { actor: first, gameType: 'aviator', crashPoint: 1.5, roundNumber: round })).resolves.toMatchObject({
      roundNumber: round,
    });
    const second = nextRequest(chief);
    await harness.client.call('admin.game.control', { actor: second, gameType: 'aviator', crashPoint: 2.25, roundNumber: round });
    const info = await harness.client.call('admin.game.rounds', { actor: nextRequest(chief), gameType: 'aviator' });
    expect(info.scheduledCrashPoints[String(round)]).toBe(2.25);

    const target = { action: 'game-control', target_type: 'round', target_id: `aviator:${round}`, target_label: `aviator round ${round}`, outcome: 'done' };
    expect(await rowsOfRequest(harness.db, first.requestId)).toEqual([expect.objectContaining({ ...target, before: { crashPoint: null }, after: { crashPoint: 1.5 } })]);
    expect(await rowsOfRequest(harness.db, second.requestId)).toEqual([expect.objectContaining({ ...target, before: { crashPoint: 1.5 }, after: { crashPoint: 2.25 } })]);
  });

  it('records a refused round as failed', async () => {
    const actor = nextRequest(chief);
    await expect(harness.client.call('admin.game.control', { actor, gameType: 'crash', crashPoint: 3, roundNumber: 1 })).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await rowsOfRequest(harness.db, actor.requestId)).toEqual([
      expect.objectContaining({ action: 'game-control', target_label: 'crash round 1', before: null, after: null, outcome: 'failed', error: expect.stringMatching(/^VALIDATION: /) }),
    ]);
  });
});

describe('the audit page', () => {
  it('pages newest first and filters by admin and by action', async () => {
    const player = await harness.newPlayer('paged');
    const deputy = await harness.newPlayer('deputy');
    await harness.client.call('admin.users.set-admin', { actor: nextRequest(chief), userId: deputy.id, isAdmin: true });
    const deputyActor = await harness.actorFor(deputy.username, 'secret123');
    for (const amount of [100, 200, 300]) {
      await harness.client.call('admin.users.adjust', { actor: nextRequest(chief), userId: player.id, amount, reason: `step ${amount}` });
    }
    await harness.client.call('admin.users.adjust', { actor: nextRequest(deputyActor), userId: player.id, amount: 400, reason: 'step 400' });

    const page = (query: object) => harness.client.call('admin.audit.list', { actor: nextRequest(chief), limit: 2, ...query });
    const first = await page({ action: 'adjust-balance' });
    expect(first.entries.map((entry) => entry.reason)).toEqual(['step 400', 'step 300']);
    expect(first.entries[0]).toMatchObject({ adminUsername: deputy.username, targetLabel: player.username, outcome: 'done' });
    const second = await page({ action: 'adjust-balance', before: first.nextBefore });
    expect(second.entries.map((entry) => entry.reason)).toEqual(['step 200', 'step 100']);
    expect(second.nextBefore).toBeNull();

    const byDeputy = await harness.client.call('admin.audit.list', { actor: nextRequest(chief), limit: 20, adminId: deputy.id });
    expect(byDeputy.entries.map((entry) => [entry.action, entry.reason])).toEqual([['adjust-balance', 'step 400']]);
    expect(byDeputy.nextBefore).toBeNull();
    const seqs = (await page({})).entries.map((entry) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });
});
