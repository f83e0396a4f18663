import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildStandings } from '../src/rebuild';
import { type LeaderboardHarness, newId, settled, settledWin, startLeaderboardHarness } from './support/harness';

let harness: LeaderboardHarness;
beforeAll(async () => {
  harness = await startLeaderboardHarness('leaderboard_rebuild');
});
afterAll(() => harness?.stop());

const serviceDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs the rebuild command as an operator would, against the harness's database. */
async function rebuildCommand(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/rebuild-main.ts', ...args], {
      cwd: serviceDir,
      env: { ...process.env, DATABASE_URL: harness.databaseUrl, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

const arbitraryEvent = (players: string[]) =>
  fc
    .record({
      player: fc.constantFrom(...players),
      amount: fc.integer({ min: 1, max: 20_000 }).map((pkr) => pkr * 100),
      cashout: fc.option(fc.integer({ min: 100, max: 600 })),
      auto: fc.option(fc.integer({ min: 101, max: 600 })),
    })
    .map(({ player, amount, cashout, auto }) => {
      const autoCashoutAt = auto === null ? null : auto / 100;
      return cashout === null ? settled(player, { amount, autoCashoutAt }) : settledWin(player, amount, cashout / 100, { autoCashoutAt });
    });

describe('the rebuild', () => {
  it('equals the live standings after a randomised history delivered out of order and twice', async () => {
    const players = Array.from({ length: 6 }, newId);
    const history = fc.sample(fc.array(arbitraryEvent(players), { minLength: 150, maxLength: 150 }), { numRuns: 1, seed: 8 })[0] ?? [];
    const delivery = fc.sample(fc.shuffledSubarray([...history, ...history.slice(0, 40)], { minLength: history.length + 40 }), { numRuns: 1, seed: 9 })[0] ?? [];
    for (let start = 0; start < delivery.length; start += 4) {
      await Promise.all(delivery.slice(start, start + 4).map((event) => harness.leaderboard.call('leaderboard.on.bet-settled', event)));
    }
    const report = await rebuildStandings(harness.db, { repair: false });
    expect(report.players).toBeGreaterThanOrEqual(players.length);
    expect(report.differences).toEqual([]);
    expect(await rebuildCommand('--check')).toMatchObject({ code: 0, stdout: expect.stringContaining('0 differences found') });
  });

  it('reports a tampered row, puts it right, and then finds nothing', async () => {
    const userId = newId();
    await harness.leaderboard.call('leaderboard.on.bet-settled', settledWin(userId, 10_000, 2));
    await harness.db.query('UPDATE standings SET total_winnings = total_winnings + 500, achievements = $2 WHERE user_id = $1', [userId, ['veteran']]);

    const checked = await rebuildCommand('--check');
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain(`${userId} totalWinnings: live 10500, rebuilt 10000`);
    expect(checked.stdout).toContain(`${userId} achievements: live ["veteran"], rebuilt []`);

    expect(await rebuildCommand()).toMatchObject({ code: 0, stdout: expect.stringContaining('2 differences repaired') });
    expect(await harness.leaderboard.call('leaderboard.player', { userId })).toMatchObject({ totalWinnings: 100, achievements: [] });
    expect((await rebuildStandings(harness.db, { repair: false })).differences).toEqual([]);
  });
});
