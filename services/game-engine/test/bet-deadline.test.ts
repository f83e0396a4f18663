import { randomUUID } from 'node:crypto';
import { pkrToPaisa } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANSWER_RESERVE_MS } from '@pkr/platform';
import { controlNextRound, type EngineHarness, type Player, refusalOf, startEngineHarness, untilServing } from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_bet_deadline');
  await harness.startEngine({ BETTING_MS: '3000' });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

const betRequest = (player: Player, key?: string) => ({
  ...player,
  amount: pkrToPaisa(100),
  autoCashoutHundredths: null,
  multipleCashouts: 1,
  ...(key === undefined ? {} : { idempotencyKey: key }),
});

async function bettingRound(): Promise<number> {
  const round = await controlNextRound(harness.client, 110);
  await harness.live.waitFor('betting_phase', (event) => event.round === round);
  return round;
}

/** How many statements on this engine's database containing `text` wait for a lock (other suites share the server). */
const waitingForALock = async (text: string) =>
  (
    await harness.engineDb.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE $1`, [
      `%${text}%`,
    ])
  ).rowCount;

describe('bets with a deadline and an idempotency key', () => {
  it('answers a retry under the same key with the first bet and debits once', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await bettingRound();
    const key = `bet-${randomUUID()}`;
    const first = await harness.client.call('game.crash.bet', betRequest(player, key), { deadline: Date.now() + 5_000 });
    const retry = await harness.client.call('game.crash.bet', betRequest(player, key), { deadline: Date.now() + 5_000 });
    expect(retry).toEqual(first);
    expect(first.bet.round).toBe(round);
    expect(await harness.balance(player)).toBe(pkrToPaisa(900));
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    const again = await harness.client.call('game.crash.bet', betRequest(player, key));
    expect(again).toEqual(first);
    expect(await harness.balance(player)).toBe(pkrToPaisa(900));
  });

  it('tells a concurrent retry that the bet is being confirmed, never places a second one', async () => {
    const player = await harness.newPlayer(1_000);
    await bettingRound();
    const key = `bet-${randomUUID()}`;
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => harness.client.call('game.crash.bet', betRequest(player, key))));
    const placed = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.bet.id] : []));
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed).size).toBe(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(await refusalOf(Promise.reject(outcome.reason))).toEqual({ code: 'PENDING', message: 'Your bet is being confirmed' });
    }
    expect(await harness.balance(player)).toBe(pkrToPaisa(900));
  });

  it('takes nothing for a bet whose caller has all but stopped waiting, and a retry under its key may still place it', async () => {
    const player = await harness.newPlayer(1_000);
    await bettingRound();
    const key = `bet-${randomUUID()}`;
    const late = harness.client.call('game.crash.bet', betRequest(player, key), { timeoutMs: 2_000, deadline: Date.now() + ANSWER_RESERVE_MS / 2 });
    expect((await refusalOf(late)).code).toBe('TIMEOUT');
    expect(await harness.balance(player)).toBe(pkrToPaisa(1_000));
    const placed = await harness.client.call('game.crash.bet', betRequest(player, key), { deadline: Date.now() + 5_000 });
    expect(placed.bet.amount).toBe(100);
    expect(await harness.balance(player)).toBe(pkrToPaisa(900));
  });

  it('answers a retried cash-out under the same key with the first win', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await bettingRound();
    await harness.client.call('game.crash.bet', betRequest(player));
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.02);
    const key = `cash-${randomUUID()}`;
    const first = await harness.client.call('game.crash.cashout', { userId: player.userId, idempotencyKey: key });
    const retry = await harness.client.call('game.crash.cashout', { userId: player.userId, idempotencyKey: key });
    expect(retry).toEqual(first);
    expect(await refusalOf(harness.client.call('game.crash.cashout', { userId: player.userId }))).toMatchObject({ code: 'NO_ACTIVE_BET' });
    await expect.poll(() => harness.balance(player), { timeout: 10_000 }).toBe(pkrToPaisa(900) + pkrToPaisa(first.winAmount));
  });

  it('pays a keyed cash-out of a named bet at the clock of its arrival, not after looking for an earlier win', async () => {
    const player = await harness.newPlayer(1_000);
    const round = await controlNextRound(harness.client, 120);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    const { bet } = await harness.client.call('game.crash.bet', betRequest(player));
    // The engine runs in this process: with its clock stopped, the flight takes off and stays at 1.00x until the test moves it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const rival = await harness.engineDb.connect();
    try {
      await harness.live.waitFor('new_game', (event) => event.round === round);
      // The rival holds the bets while the clock moves on a second: the cash-out, having read the clock, waits only to write its win.
      await rival.query('BEGIN');
      await rival.query('LOCK TABLE bets IN ACCESS EXCLUSIVE MODE');
      const cashed = harness.client.call('game.crash.cashout', { userId: player.userId, betId: bet.id, idempotencyKey: `cash-${randomUUID()}` });
      await expect.poll(() => waitingForALock('bets'), { timeout: 10_000 }).toBe(1);
      vi.setSystemTime(Date.now() + 1_000);
      await rival.query('COMMIT');
      // A cash-out that read the clock only once its statement had the table would pay the second of flight: 1.06x.
      expect((await cashed).multiplier).toBe(1);
    } finally {
      rival.release();
      vi.useRealTimers();
    }
  });

  it('answers a same-key retry that arrives while the win is being written with what stands: a failed write is no win', async () => {
    const player = await harness.newPlayer(1_000);
    // A 3-second flight: the crash does not come while the win waits for the row.
    const round = await controlNextRound(harness.client, 120);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    const { bet } = await harness.client.call('game.crash.bet', betRequest(player));
    await harness.live.waitFor('game_tick', (event) => event.round === round && event.multiplier >= 1.01);
    // Another replica holds the bet's row, as a new leader voiding the round would: the win cannot be written yet.
    const rival = await harness.engineDb.connect();
    try {
      await rival.query('BEGIN');
      await rival.query('SELECT 1 FROM bets WHERE id = $1 FOR UPDATE', [bet.id]);
      const key = `cash-${randomUUID()}`;
      // Each refusal is taken as it is sent: the retry's answer may arrive while the test still awaits the first.
      const first = refusalOf(harness.client.call('game.crash.cashout', { userId: player.userId, idempotencyKey: key }));
      await expect.poll(() => waitingForALock("UPDATE bets SET status = 'won'")).toBe(1);
      const retry = refusalOf(harness.client.call('game.crash.cashout', { userId: player.userId, idempotencyKey: key }));
      await rival.query(`UPDATE bets SET status = 'voided' WHERE id = $1`, [bet.id]);
      await rival.query('COMMIT');
      expect(await first).toMatchObject({ code: 'NO_ACTIVE_BET' });
      expect(await retry).toMatchObject({ code: 'NO_ACTIVE_BET' });
    } finally {
      rival.release();
    }
    await harness.engineDb.query(`UPDATE bets SET status = 'active' WHERE id = $1`, [bet.id]);
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    expect(await harness.balance(player)).toBe(pkrToPaisa(900));
  });
});
