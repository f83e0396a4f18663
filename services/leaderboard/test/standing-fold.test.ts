import type { BetSettled } from '@pkr/contracts';
import { createPool, type Pool } from '@pkr/platform';
import fc from 'fast-check';
import type { QueryResult } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsOfPlayer } from '../src/db/settled-bets';
import { findStanding } from '../src/db/standings';
import { arbitraryDelivery, arbitraryHistory } from '../src/domain/arbitrary-bets';
import type { SettledBet } from '../src/domain/settled-bet';
import { standingOf } from '../src/domain/standing';
import { applyBetSettled } from '../src/handlers/bet-settled';
import { rebuildStandings } from '../src/rebuild';
import { eventOfBet, type LeaderboardHarness, newId, settled, settledWin, startLeaderboardHarness } from './support/harness';

let harness: LeaderboardHarness;
/** The handler's own pool, counting every row the database hands back to it. */
let counted: { pool: Pool; rows: number };
beforeAll(async () => {
  harness = await startLeaderboardHarness('leaderboard_fold');
  counted = { pool: createPool(harness.databaseUrl, 1), rows: 0 };
  counted.pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<QueryResult>;
    Object.assign(client, {
      query: async (...args: unknown[]) => {
        const result = await query(...args);
        counted.rows += result.rows.length;
        return result;
      },
    });
  });
});
afterAll(async () => {
  await counted?.pool.end();
  await harness?.stop();
});

const rowsReadBy = async (event: BetSettled): Promise<number> => {
  counted.rows = 0;
  await applyBetSettled(counted.pool, event);
  return counted.rows;
};

/** A long history kept as the engine's events would have left it, settled before any event the tests send. */
async function keepHistory(userId: string, bets: number): Promise<void> {
  await harness.db.query(
    `INSERT INTO settled_bets (bet_id, user_id, username, game_type, round, amount, auto_cashout_hundredths,
       cashout_hundredths, payout, crash_hundredths, settled_at)
     SELECT gen_random_uuid(), $1, $2, 'crash', i, 1000, NULL, CASE WHEN i % 3 = 0 THEN 200 END,
            CASE WHEN i % 3 = 0 THEN 2000 ELSE 0 END, 250, '2026-01-01T00:00:00Z'::timestamptz + i * interval '1 second'
       FROM generate_series(1, $3::int) AS i`,
    [userId, `player_${userId.slice(0, 8)}`, bets],
  );
}

const recomputed = async (userId: string) => {
  const [first, ...rest] = await betsOfPlayer(harness.db, userId);
  return first && standingOf([first, ...rest]);
};

describe('the cost of a settled bet', () => {
  it("reads as many rows after 2,000 bets as after 10 when it comes in order, and all the player's bets only when it comes late", async () => {
    const few = newId();
    for (let bet = 0; bet < 10; bet += 1) await applyBetSettled(counted.pool, settled(few));
    const afterTen = await rowsReadBy(settledWin(few, 1_000, 2));

    const many = newId();
    await keepHistory(many, 2_000);
    // no stored standing yet: the first event recomputes from the whole history
    expect(await rowsReadBy(settled(many))).toBeGreaterThan(2_000);
    expect(await rowsReadBy(settledWin(many, 1_000, 2))).toBe(afterTen);
    expect(afterTen).toBeLessThan(5);

    expect(await rowsReadBy(settled(many, { settledAt: '2026-02-01T00:00:00.000Z' }))).toBeGreaterThan(2_002);
    expect(await findStanding(harness.db, many)).toEqual(await recomputed(many));
    expect(await findStanding(harness.db, few)).toEqual(await recomputed(few));
  });
});

describe('a standing kept bet by bet', () => {
  it('equals the one rebuilt from all the bets, whatever order and duplicates the events come in (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryHistory(25).chain((bets) => fc.tuple(fc.constant(bets), arbitraryDelivery(bets))),
        async ([bets, delivered]) => {
          const userId = newId();
          for (const bet of delivered) await harness.leaderboard.call('leaderboard.on.bet-settled', eventOfBet(bet, userId));
          const theirs = bets.map((bet): SettledBet => ({ ...bet, userId, username: `player_${userId.slice(0, 8)}` }));
          expect(await findStanding(harness.db, userId)).toEqual(standingOf(theirs as [SettledBet, ...SettledBet[]]));
        },
      ),
      { numRuns: 20 },
    );
    expect(await rebuildStandings(harness.db, { repair: false })).toMatchObject({ differences: [] });
  });

  it("recomputes a row kept before its pass was stored on the player's next bet", async () => {
    const userId = newId();
    await harness.leaderboard.call('leaderboard.on.bet-settled', settled(userId, { amount: 500_000 }));
    await harness.leaderboard.call('leaderboard.on.bet-settled', settledWin(userId, 1_000, 2));
    // as the migration leaves a row written before it
    await harness.db.query(
      `UPDATE standings SET largest_stake = 0, longest_win_streak = 0, win_streak = 0, lowest_net = 0, comeback = false,
         high_auto_cashout_bets = 0, perfect_timing = false, latest_settled_at = NULL, latest_bet_id = NULL WHERE user_id = $1`,
      [userId],
    );
    const { differences } = await rebuildStandings(harness.db, { repair: false });
    expect(differences.filter((difference) => difference.userId === userId).map((difference) => difference.field)).toEqual([
      'largestStake',
      'longestWinStreak',
      'winStreak',
      'lowestNet',
      'latest',
    ]);

    await harness.leaderboard.call('leaderboard.on.bet-settled', settledWin(userId, 1_000, 2));
    expect(await findStanding(harness.db, userId)).toMatchObject({ largestStake: 500_000, winStreak: 2, lowestNet: -500_000 });
    expect(await findStanding(harness.db, userId)).toEqual(await recomputed(userId));
  });
});
