import { payoutPaisa, pkrToPaisa } from '@pkr/contracts';
import type { PoolClient } from '@pkr/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlNextRound, type EngineHarness, placeBet, type Player, startEngineHarness, until, untilServing } from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_crash_announcement');
  await harness.startEngine();
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

const roundStatus = async (round: number) =>
  (await harness.engineDb.query<{ status: string }>(`SELECT status FROM rounds WHERE game_type = 'crash' AND round_number = $1`, [round])).rows[0]?.status;

const betsOf = async (round: number) =>
  (
    await harness.engineDb.query<{ id: string; user_id: string; status: string; settled_at: Date | null }>(
      `SELECT id, user_id, status, settled_at FROM bets WHERE game_type = 'crash' AND round_number = $1`,
      [round],
    )
  ).rows;

/** Wins on this engine's database whose write waits for a lock (other suites share the server). */
const winsWaitingForALock = async () =>
  (
    await harness.engineDb.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%UPDATE bets SET status = ''won''%'`,
    )
  ).rowCount;

describe('the crash announcement', () => {
  it('reaches a watcher before the settlement is written, and every bet is still settled exactly once', async () => {
    const losers: Player[] = await Promise.all([1, 2, 3].map(() => harness.newPlayer(1_000)));
    const winner = await harness.newPlayer(1_000);
    const round = await controlNextRound(harness.client, 112);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    await Promise.all([...losers.map((player) => placeBet(harness.client, player, 100)), placeBet(harness.client, winner, 200, 105)]);
    await harness.live.waitFor('new_game', (event) => event.round === round);

    // Holding the round's row keeps the settlement transaction from committing for as long as the test wants.
    const holder: PoolClient = await harness.engineDb.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM rounds WHERE game_type = 'crash' AND round_number = $1 FOR NO KEY UPDATE`, [round]);
      const crash = await harness.live.waitFor('game_crash', (event) => event.round === round);
      expect(crash.crashPoint).toBe(1.12);
      expect(await roundStatus(round)).toBe('running');
      const unsettled = await betsOf(round);
      expect(unsettled.filter((bet) => bet.status === 'active')).toHaveLength(losers.length);
      const state = await harness.client.call('game.crash.state', {});
      expect(state.activeBets.filter((bet) => bet.status === 'lost').map((bet) => bet.userId).sort()).toEqual(
        losers.map((player) => player.userId).sort(),
      );
    } finally {
      await holder.query('COMMIT');
      holder.release();
    }

    await until(async () => (await roundStatus(round)) === 'crashed', 'the crash is settled');
    const settled = await betsOf(round);
    expect(settled).toHaveLength(losers.length + 1);
    for (const bet of settled) {
      expect(bet.settled_at).not.toBeNull();
      expect(bet.status).toBe(bet.user_id === winner.userId ? 'won' : 'lost');
    }
    const events = await harness.engineDb.query<{ bet_id: string; n: number }>(
      `SELECT payload->>'betId' AS bet_id, count(*)::int AS n FROM outbox WHERE subject = 'leaderboard.on.bet-settled'
        AND payload->>'round' = $1 AND payload->>'gameType' = 'crash' GROUP BY 1`,
      [String(round)],
    );
    expect(events.rows.map((row) => [row.bet_id, row.n]).sort()).toEqual(settled.map((bet) => [bet.id, 1]).sort());
    for (const player of losers) expect(await harness.balance(player)).toBe(pkrToPaisa(1_000 - 100));
    await until(
      async () => (await harness.balance(winner)) === pkrToPaisa(1_000 - 200) + payoutPaisa(pkrToPaisa(200), 105),
      'the winner is paid once',
    );
  });

  it('waits for a win still being written and tells it first, so no player hears a won bet as lost', async () => {
    const winner = await harness.newPlayer(1_000);
    const round = await controlNextRound(harness.client, 110);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    const { bet } = await placeBet(harness.client, winner, 200, 105);
    // Holding the bet's row keeps its auto cash-out at 1.05x from being written until after the crash point's moment.
    const holder: PoolClient = await harness.engineDb.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM bets WHERE id = $1 FOR UPDATE', [bet.id]);
      await expect.poll(winsWaitingForALock, { timeout: 10_000 }).toBe(1);
      // The state shows the crash point once the engine has reached the crash: from then on it would announce it.
      await expect
        .poll(
          async () => {
            const state = await harness.client.call('game.crash.state', {});
            return { round: state.currentRound, crashPoint: state.crashPoint };
          },
          { timeout: 10_000 },
        )
        .toEqual({ round, crashPoint: 1.1 });
      expect(harness.live.ofRound(round).map((event) => event.type)).not.toContain('game_crash');
    } finally {
      await holder.query('COMMIT');
      holder.release();
    }
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    const { events } = harness.live;
    const cashedOut = events.findIndex((event) => event.type === 'bet_cashed_out' && event.id === bet.id);
    const crashed = events.findIndex((event) => event.type === 'game_crash' && event.gameType === 'crash' && event.round === round);
    expect(cashedOut).toBeGreaterThan(-1);
    expect(cashedOut).toBeLessThan(crashed);
  });
});
