import { protectionMessages, type RealityCheckMessage } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlNextRound, refusalWithStatusOf as refusal, type EngineHarness, placeBet, type Player, startEngineHarness, untilServing } from './support/engine-harness';
import { announceProtection, protectionState, RealityChecks, TestClock } from './support/protection';

let harness: EngineHarness;
let checks: RealityChecks;
const clock = new TestClock(new Date('2026-04-01T08:00:00.000Z'));
const engineEnv = { BETTING_MS: '3000', CRASHED_PAUSE_MS: '500' };

beforeAll(async () => {
  harness = await startEngineHarness('engine_reality_check');
  checks = new RealityChecks(harness.bus);
  await harness.startEngine(engineEnv, { now: clock.now });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

const pending = { status: 409, code: 'CONFLICT', message: protectionMessages.realityCheckPending };

/** Waits for a round that crashes at once (every bet in it loses), moves the clock on and places a bet in it. */
async function betInNextRound(player: Player, amountPkr: number, minutesLater: number): Promise<void> {
  const round = await controlNextRound(harness.client, 101);
  await harness.live.waitFor('betting_phase', (event) => event.round === round);
  clock.advanceMinutes(minutesLater);
  await placeBet(harness.client, player, amountPkr);
}

const ack = (player: Player) => harness.client.call('game.reality-check.ack', { userId: player.userId });

/** Waits for the next crash round to open; its leader asks the checks due once it has announced it. */
async function nextOpening(): Promise<void> {
  const opened = harness.live.events.flatMap((event) => (event.type === 'betting_phase' && event.gameType === 'crash' ? [event.round] : []));
  const last = Math.max(0, ...opened);
  await harness.live.waitFor('betting_phase', (event) => event.round > last);
}

/**
 * Waits until the player has the check and answers how many times it was sent. A bet refused for it may follow
 * the other game's round opening, which asks it first: that bet sends it again, so it can arrive twice.
 */
async function sentChecks(player: Player, check: RealityCheckMessage): Promise<number> {
  await expect.poll(() => checks.of(player.userId).at(0)).toEqual(check);
  const sent = checks.of(player.userId);
  expect(sent).toEqual(sent.map(() => check));
  return sent.length;
}

describe('the reality check', () => {
  it('comes after N minutes of play from the first bet, refuses bets with 409 until answered, on any leader, and comes again N minutes after the answer', async () => {
    const startedAt = '2026-04-01T08:00:00.000Z';
    clock.set(startedAt);
    const player = await harness.newPlayer(1_000);
    await announceProtection(harness.client, protectionState(player.userId, 1, { realityCheckMinutes: 15 }));
    await betInNextRound(player, 100, 0);
    await betInNextRound(player, 50, 14);
    expect(checks.of(player.userId)).toEqual([]);

    const round = await controlNextRound(harness.client, 101);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    clock.advanceMinutes(1);
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    const first: RealityCheckMessage = { type: 'reality_check', minutesPlayed: 15, netResult: -150, sessionStartedAt: startedAt };
    const sent = await sentChecks(player, first);
    // Every bet refused for it sends it again, in case the first was missed.
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    await expect.poll(() => checks.of(player.userId)).toEqual([...Array(sent + 1)].map(() => first));
    expect(await harness.balance(player)).toBe(100_000 - 15_000);

    // A new leader finds the check waiting in the database.
    await harness.stopEngines();
    await harness.startEngine(engineEnv, { now: clock.now });
    await untilServing(harness.client);
    const again = await controlNextRound(harness.client, 101);
    await harness.live.waitFor('betting_phase', (event) => event.round === again);
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);

    expect(await ack(player)).toEqual({ acknowledged: true });
    expect(await ack(player)).toEqual({ acknowledged: false });
    await expect(placeBet(harness.client, player, 10)).resolves.toMatchObject({ bet: { amount: 10 } });
    await betInNextRound(player, 10, 14);
    const next = await controlNextRound(harness.client, 101);
    await harness.live.waitFor('betting_phase', (event) => event.round === next);
    clock.advanceMinutes(1);
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    await expect.poll(() => checks.of(player.userId).at(-1)).toEqual({ ...first, minutesPlayed: 30, netResult: -170 });
  });

  it('counts play from the first bet after 30 minutes without one, every 60 minutes for a player who set nothing', async () => {
    clock.set('2026-04-02T08:00:00.000Z');
    const player = await harness.newPlayer(1_000);
    await betInNextRound(player, 10, 0);
    await betInNextRound(player, 10, 50);
    // 35 minutes without a bet: the session that started at 08:00 is over, and this bet starts another.
    await betInNextRound(player, 10, 35);
    await betInNextRound(player, 10, 29);
    await betInNextRound(player, 10, 29);
    expect(checks.of(player.userId)).toEqual([]);

    const round = await controlNextRound(harness.client, 101);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    clock.advanceMinutes(2);
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    await sentChecks(player, { type: 'reality_check', minutesPlayed: 60, netResult: -30, sessionStartedAt: '2026-04-02T09:25:00.000Z' });
  });

  it('is sent at the first round opening after N minutes to a player who only watches, once, and again N minutes after the answer', async () => {
    const startedAt = '2026-04-03T08:00:00.000Z';
    clock.set(startedAt);
    const player = await harness.newPlayer(1_000);
    await announceProtection(harness.client, protectionState(player.userId, 1, { realityCheckMinutes: 15 }));
    await betInNextRound(player, 100, 0);
    await betInNextRound(player, 50, 14);
    // From here the player only watches: the interval passes between two rounds, and no bet is tried.
    clock.advanceMinutes(1);
    await nextOpening();
    const first: RealityCheckMessage = { type: 'reality_check', minutesPlayed: 15, netResult: -150, sessionStartedAt: startedAt };
    await expect.poll(() => checks.of(player.userId)).toEqual([first]);
    await nextOpening();
    expect(checks.of(player.userId)).toEqual([first]);

    const round = await controlNextRound(harness.client, 101);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);
    expect(await ack(player)).toEqual({ acknowledged: true });
    await expect(placeBet(harness.client, player, 10)).resolves.toMatchObject({ bet: { amount: 10 } });

    // Counted from the answer at 08:15: nothing at 08:29, the next check at the first opening from 08:30.
    clock.advanceMinutes(14);
    await nextOpening();
    await nextOpening();
    expect(checks.of(player.userId)).toEqual([first, first]);
    clock.advanceMinutes(1);
    await nextOpening();
    await expect.poll(() => checks.of(player.userId)).toEqual([first, first, { ...first, minutesPlayed: 30, netResult: -160 }]);
  }, 60_000);

  it('is not sent for a session that ended with 30 minutes without a bet', async () => {
    clock.set('2026-04-04T08:00:00.000Z');
    const player = await harness.newPlayer(1_000);
    await announceProtection(harness.client, protectionState(player.userId, 1, { realityCheckMinutes: 15 }));
    await betInNextRound(player, 10, 0);
    clock.advanceMinutes(30);
    await nextOpening();
    await nextOpening();
    expect(checks.of(player.userId)).toEqual([]);
    // The next bet starts a new session, with nothing to answer.
    await expect(placeBet(harness.client, player, 10)).resolves.toMatchObject({ bet: { amount: 10 } });
  });

  it('lets a check left unanswered lapse with its session: a player back after 30 minutes starts afresh', async () => {
    const startedAt = '2026-04-05T08:00:00.000Z';
    clock.set(startedAt);
    const player = await harness.newPlayer(1_000);
    await announceProtection(harness.client, protectionState(player.userId, 1, { realityCheckMinutes: 15 }));
    await betInNextRound(player, 10, 0);
    await betInNextRound(player, 10, 14);
    clock.advanceMinutes(1);
    await nextOpening();
    await expect.poll(() => checks.of(player.userId)).toEqual([{ type: 'reality_check', minutesPlayed: 15, netResult: -20, sessionStartedAt: startedAt }]);
    const round = await controlNextRound(harness.client, 101);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    expect(await refusal(placeBet(harness.client, player, 10))).toEqual(pending);

    // The player left with the check unanswered and comes back 30 minutes after their last bet, at 08:44.
    await betInNextRound(player, 10, 29);
    expect(await ack(player)).toEqual({ acknowledged: false });
    // The new session counts from that bet: its check comes 15 minutes on, with this session's figures only.
    const sent = checks.of(player.userId).length;
    clock.advanceMinutes(15);
    await nextOpening();
    await expect.poll(() => checks.of(player.userId).slice(sent)).toEqual([
      { type: 'reality_check', minutesPlayed: 15, netResult: -10, sessionStartedAt: '2026-04-05T08:44:00.000Z' },
    ]);
  }, 60_000);
});
