import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../infra/src/dev-defaults';
import type { Topology } from '../../infra/src/topology';
import { controlNextRound } from './support/game-control';
import type { HttpClient } from './support/http-client';
import { LiveSocket } from './support/live-socket';
import { adminSession, fund, newPlayer, type UserBody } from './support/players';
import { startDistributed } from './support/stacks';

const LABEL = 'leaderboard';

const isCrash = (type: string, round?: number) => (message: { type: string; gameType?: string; round?: number }) =>
  message.type === type && message.gameType === 'crash' && (round === undefined || message.round === round);

interface Entry {
  user: { id: string; username: string };
  totalWinnings: number;
  biggestWin: number;
  highestMultiplier: number;
}
interface Stats {
  biggestWin: number;
  latestCrashCrash: number;
  recentCrashGames: Array<{ id: number; crashPoint: number; adminControlled: boolean }>;
}

describe('the leaderboard in the distributed topology', () => {
  let stack: Topology;
  let admin: HttpClient;
  let player: HttpClient;
  let user: UserBody;
  let live: LiveSocket;

  beforeAll(async () => {
    stack = await startDistributed(inject('pgAdminUrl'), LABEL);
    admin = await adminSession(stack.gatewayUrl);
  });
  afterAll(async () => {
    live?.close();
    await stack?.stop();
  });

  /** Fixes the crash point of the next round, bets on it with an auto cash-out, and waits for its crash. */
  async function playRound(crashPoint: number, bet: { amount: number; autoCashout: number }): Promise<number> {
    const round = await controlNextRound(admin, 'crash', crashPoint);
    await live.next(isCrash('betting_phase', round), 90_000);
    const placed = await player.post('/api/bet', { ...bet, gameType: 'crash' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await live.next(isCrash('game_crash', round), 60_000);
    return round;
  }

  const mine = async (): Promise<Entry | undefined> =>
    (await player.get<Entry[]>('/api/leaderboard?limit=100')).body.find((entry) => entry.user.id === user.id);
  const figures = async () => (await player.get<{ betsPlaced: number; totalWinnings: number }>('/api/user/stats')).body;

  it('moves with real rounds: the player ranks with their win, and the home page shows the rounds, bets or not', async () => {
    ({ client: player, user } = await newPlayer(stack.gatewayUrl));
    await fund(player, admin, 1000);
    live = await LiveSocket.open(player);
    const round = await playRound(1.6, { amount: 100, autoCashout: 1.5 });
    await expect.poll(mine, { timeout: 20_000 }).toMatchObject({ totalWinnings: 50, biggestWin: 50, highestMultiplier: 1.5 });

    // the next round has no bet from anyone; it is listed all the same
    await live.next(isCrash('game_crash', round + 1), 60_000);
    // The crash is told at its moment; the round joins the recent games once its settlement is written.
    const stats = async () => (await player.get<Stats>('/api/stats')).body;
    await expect.poll(async () => (await stats()).recentCrashGames.map((game) => game.id), { timeout: 10_000 }).toContain(round + 1);
    const { biggestWin, recentCrashGames, latestCrashCrash } = await stats();
    expect(biggestWin).toBeGreaterThanOrEqual(50);
    expect(recentCrashGames).toEqual(expect.arrayContaining([{ id: round, crashPoint: 1.6, adminControlled: true }, expect.objectContaining({ id: round + 1 })]));
    expect(latestCrashCrash).toBe(recentCrashGames[0]?.crashPoint);
  }, 180_000);

  it('catches up after being killed, with nothing counted twice', async () => {
    await stack.crash('leaderboard');
    // settled while the leaderboard is dead: the engine's outbox keeps the event
    await playRound(1.6, { amount: 200, autoCashout: 1.5 });
    expect((await player.get('/api/leaderboard')).status).toBeGreaterThanOrEqual(500);
    await stack.restart('leaderboard');

    await expect.poll(figures, { timeout: 60_000, interval: 500 }).toMatchObject({ betsPlaced: 2, totalWinnings: 150 });
    expect(await mine()).toMatchObject({ totalWinnings: 150, biggestWin: 100 });

    const databaseUrl = new URL(inject('pgAdminUrl'));
    databaseUrl.pathname = `/${LABEL}_leaderboard`;
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'services/leaderboard/src/rebuild-main.ts', '--check'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl.toString(), LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain('0 differences found');
  }, 180_000);
});
