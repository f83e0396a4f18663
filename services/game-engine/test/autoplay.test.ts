import { randomUUID } from 'node:crypto';
import { AppError, broadcasts, messages, type Presence, pkrToPaisa } from '@pkr/contracts';
import type { RunningService } from '@pkr/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, balancedLedger } from '../../wallet/test/support/ledger-audit';
import { AWAY_AFTER_MS } from '../src/autoplay/player-presence';
import { type EngineHarness, placeBet, type Player, startEngineHarness, until, untilServing } from './support/engine-harness';
import { autoplayBets, type AutoplayTerms, AutoplayUpdates, startAutoplay } from './support/autoplay';

let harness: EngineHarness;
let updates: AutoplayUpdates;
let leader: RunningService;
/** How far the leader's clock runs ahead of the machine's: moving it on makes players away without waiting. */
let aheadMs = 0;

beforeAll(async () => {
  harness = await startEngineHarness('engine_autoplay');
  updates = new AutoplayUpdates(harness.bus);
  leader = await harness.startEngine({}, { now: () => new Date(Date.now() + aheadMs) });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

/**
 * Every round from the next one on crashes at `hundredths`. It answers once the current round flies, so an
 * auto-play started then places its first bet in the next round, which is one of them.
 */
async function roundsCrashingAt(hundredths: number, count: number): Promise<void> {
  const { currentRound } = await harness.client.call('game.crash.rounds-info', {});
  for (let round = currentRound + 1; round <= currentRound + count; round += 1) {
    const set = harness.client.call('game.crash.control', { crashPointHundredths: hundredths, roundNumber: round, adminId: randomUUID() });
    // The next round may open between the read and the first control: the rounds then start one later.
    const opened = await set.then(
      () => false,
      (error: unknown) => {
        if (round === currentRound + 1 && error instanceof AppError && error.message === messages.roundNumberNotFuture(round)) return true;
        throw error;
      },
    );
    if (opened) return roundsCrashingAt(hundredths, count);
  }
  await harness.live.waitFor('new_game', (event) => event.round === currentRound);
}

/** The players have a socket open on a gateway, as the gateway names them to the engines. */
async function seen(...players: Player[]): Promise<void> {
  harness.bus.publish(broadcasts.presence, { userIds: players.map((player) => player.userId) } satisfies Presence);
  await harness.bus.flush();
}

/** The player opens the page, which names them present, and starts an auto-play there. */
async function startWhileSeen(player: Player, terms: AutoplayTerms): Promise<string> {
  await seen(player);
  return startAutoplay(harness.client, player, terms);
}

// Rounds crash at 1.10x: a bet of 100 PKR cashing out at 1.05x wins 105 (net +5), one waiting for 2.00x loses 100.
const WINS = 105;
const LOSES = 200;

describe('auto-play', () => {
  it('stops each condition at its threshold and runs on one paisa short of it', async () => {
    await roundsCrashingAt(110, 6);
    const cases = [
      { name: 'loss at', terms: { autoCashoutHundredths: LOSES, lossStopPkr: 100 }, first: 'loss-stop' },
      { name: 'loss short', terms: { autoCashoutHundredths: LOSES, lossStopPkr: 100.01 }, first: null },
      { name: 'win at', terms: { autoCashoutHundredths: WINS, winStopPkr: 5 }, first: 'win-stop' },
      { name: 'win short', terms: { autoCashoutHundredths: WINS, winStopPkr: 5.01 }, first: null },
      { name: 'single win at', terms: { autoCashoutHundredths: WINS, singleWinStopPkr: 105 }, first: 'single-win-stop' },
      { name: 'single win short', terms: { autoCashoutHundredths: WINS, singleWinStopPkr: 105.01 }, first: null },
      { name: 'rounds done', terms: { autoCashoutHundredths: WINS, rounds: 1 }, first: 'rounds-done' },
    ] as const;
    const started = await Promise.all(
      cases.map(async (each) => {
        const player = await harness.newPlayer(1_000);
        const id = await startWhileSeen(player, { amountPkr: 100, rounds: 2, ...each.terms });
        return { ...each, id };
      }),
    );
    const firsts = await Promise.all(started.map(async ({ name, id }) => ({ name, update: await updates.nth(id, 0) })));
    for (const [index, { name, update }] of firsts.entries()) {
      const { terms, first } = cases[index]!;
      const net = terms.autoCashoutHundredths === WINS ? 5 : -100;
      expect({ name, ...update }).toMatchObject({ name, roundsLeft: 'rounds' in terms ? 0 : 1, net, stoppedReason: first });
    }
    // One short of a loss stop, the next loss reaches it; the others play their last round.
    const seconds = await Promise.all(started.filter((each) => each.first === null).map(async ({ name, id }) => ({ name, update: await updates.nth(id, 1) })));
    expect(seconds.map(({ name, update }) => [name, update.stoppedReason])).toEqual([
      ['loss short', 'loss-stop'],
      ['win short', 'win-stop'],
      ['single win short', 'rounds-done'],
    ]);
    expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
  });

  it('stops when the balance cannot cover the next bet', async () => {
    await roundsCrashingAt(110, 3);
    const player = await harness.newPlayer(150);
    const id = await startWhileSeen(player, { amountPkr: 100, autoCashoutHundredths: LOSES, rounds: 5 });
    expect(await updates.nth(id, 0)).toMatchObject({ roundsLeft: 4, net: -100, stoppedReason: null });
    expect(await updates.nth(id, 1)).toMatchObject({ roundsLeft: 4, net: -100, stoppedReason: 'balance' });
    expect(await harness.balance(player)).toBe(pkrToPaisa(50));
    expect((await harness.client.call('game.autoplay.list', { userId: player.userId })).autoplays).toEqual([]);
  });

  it('gives no round two bets under a redelivered placement, and a stop leaves the bet placed riding', async () => {
    await roundsCrashingAt(110, 3);
    const player = await harness.newPlayer(1_000);
    const id = await startWhileSeen(player, { amountPkr: 100, autoCashoutHundredths: WINS, rounds: 10 });
    // Placed means debited: the same key asked while the debit runs answers that the bet is being confirmed.
    await until(async () => (await autoplayBets(harness.engineDb, id)).some((bet) => bet.status !== 'placing'), 'the auto-play has bet');
    const [placed] = await autoplayBets(harness.engineDb, id);
    const again = await harness.client.call('game.crash.bet', {
      ...player,
      amount: pkrToPaisa(100),
      autoCashoutHundredths: WINS,
      multipleCashouts: 1,
      idempotencyKey: `autoplay:${id}:${placed!.round_number}`,
    });
    expect(again.betId).toBe(placed!.id);
    expect(await harness.client.call('game.autoplay.stop', { userId: player.userId, id })).toEqual({ id, stoppedReason: 'stopped' });
    expect(await harness.client.call('game.autoplay.stop', { userId: player.userId, id })).toEqual({ id, stoppedReason: 'stopped' });
    expect(await updates.nth(id, 0)).toMatchObject({ roundsLeft: 10, net: 0, stoppedReason: 'stopped' });
    await expect.poll(() => harness.balance(player), { timeout: 10_000 }).toBe(pkrToPaisa(1_005));
    // A manual bet in the same slot is taken in the next round: the stopped auto-play placed nothing there.
    await harness.live.waitFor('betting_phase', (event) => event.round > placed!.round_number);
    await expect(placeBet(harness.client, player, 10)).resolves.toMatchObject({ slot: 1 });
    expect(await autoplayBets(harness.engineDb, id)).toEqual([{ id: placed!.id, round_number: placed!.round_number, status: 'won' }]);
  });

  it('stops every auto-play of a player who logged out or whom an admin acted on, once per event', async () => {
    const [leaving, acted] = await Promise.all([harness.newPlayer(1_000), harness.newPlayer(1_000)]);
    const terms = { amountPkr: 100, autoCashoutHundredths: WINS, rounds: 10 };
    const leavingIds = await Promise.all([1, 2].map((slot) => startWhileSeen(leaving, { ...terms, slot: slot as 1 | 2 })));
    const actedId = await startWhileSeen(acted, terms);
    const logout = { eventId: randomUUID(), occurredAt: new Date().toISOString(), change: 'session-ended', userId: leaving.userId, sessionId: randomUUID(), cause: 'logout' } as const;
    await expect(harness.client.call('game.on.sessions-changed', logout)).resolves.toEqual({ eventId: logout.eventId, duplicate: false });
    await expect(harness.client.call('game.on.sessions-changed', logout)).resolves.toEqual({ eventId: logout.eventId, duplicate: true });
    const rights = { ...logout, eventId: randomUUID(), change: 'user-changed', userId: acted.userId, sessionId: null, cause: 'admin' } as const;
    await harness.client.call('game.on.sessions-changed', rights);
    const adjusted = await harness.newPlayer(1_000);
    const adjustedId = await startWhileSeen(adjusted, terms);
    await expect(harness.client.call('game.autoplay.stop-player', { userId: adjusted.userId })).resolves.toEqual({ stopped: 1 });
    expect(await updates.nth(adjustedId, 0)).toMatchObject({ stoppedReason: 'admin' });
    for (const id of leavingIds) expect(await updates.nth(id, 0)).toMatchObject({ stoppedReason: 'logout' });
    expect(await updates.nth(actedId, 0)).toMatchObject({ stoppedReason: 'admin' });
    expect([...leavingIds, actedId].flatMap((id) => updates.of(id))).toHaveLength(3);
    expect((await harness.client.call('game.autoplay.list', { userId: leaving.userId })).autoplays).toEqual([]);
  });

  it('stops the auto-play of a player no gateway has named for 30 seconds, and plays on for one named since', async () => {
    await roundsCrashingAt(110, 4);
    const [gone, here] = await Promise.all([harness.newPlayer(1_000), harness.newPlayer(1_000)]);
    const terms = { amountPkr: 100, autoCashoutHundredths: WINS, rounds: 10 };
    const [goneId, hereId] = await Promise.all([startWhileSeen(gone, terms), startWhileSeen(here, terms)]);
    await Promise.all([updates.nth(goneId, 0), updates.nth(hereId, 0)]);
    aheadMs += AWAY_AFTER_MS;
    await seen(here);
    await until(async () => updates.of(goneId).some((update) => update.stoppedReason === 'away'), 'the absent player is called away');
    const lastOfGone = (await autoplayBets(harness.engineDb, goneId)).at(-1)!.round_number;
    // The present player's auto-play bets in the round the absent one's stopped at.
    await until(async () => (await autoplayBets(harness.engineDb, hereId)).some((bet) => bet.round_number > lastOfGone), 'the present player plays on');
    expect(updates.of(hereId).map((update) => update.stoppedReason)).not.toContain('away');
    expect(await harness.client.call('game.autoplay.stop', { userId: here.userId, id: hereId })).toEqual({ id: hereId, stoppedReason: 'stopped' });
  });

  // Last: it stops the engine the other tests play on.
  it('goes on from the next round after its leader stops mid-flight, losing and doubling nothing, and never resumes one an admin stopped', async () => {
    // Flights to 1.30x last long enough for the leader to stop before the crash.
    await roundsCrashingAt(130, 8);
    const [player, acted] = await Promise.all([harness.newPlayer(1_000), harness.newPlayer(1_000)]);
    const terms = { amountPkr: 100, autoCashoutHundredths: LOSES, rounds: 2 };
    const [id, actedId] = await Promise.all([startWhileSeen(player, terms), startWhileSeen(acted, terms)]);
    const bothBet = async () => (await Promise.all([id, actedId].map((each) => autoplayBets(harness.engineDb, each)))).every((bets) => bets.length === 1);
    await until(bothBet, 'both auto-plays have bet');
    const [struck] = await autoplayBets(harness.engineDb, id);
    const standby = await harness.startEngine();
    await harness.live.waitFor('new_game', (event) => event.round === struck!.round_number);
    // The admin acts on a player just before the leader goes: the stop is the database's, so the standby reads it.
    await expect(harness.client.call('game.autoplay.stop-player', { userId: acted.userId })).resolves.toEqual({ stopped: 1 });
    await leader.stop();

    expect(await updates.nth(id, 0)).toMatchObject({ roundsLeft: 1, net: -100, stoppedReason: null });
    expect(await updates.nth(id, 1)).toMatchObject({ roundsLeft: 0, net: -200, stoppedReason: 'rounds-done' });
    const bets = await autoplayBets(harness.engineDb, id);
    expect(bets.map((bet) => bet.status)).toEqual(['voided', 'lost', 'lost']);
    expect(new Set(bets.map((bet) => bet.round_number)).size).toBe(3);
    await expect.poll(() => harness.balance(player), { timeout: 10_000 }).toBe(pkrToPaisa(800));
    expect(await auditLedger(harness.walletDb)).toEqual(balancedLedger);
    expect(await autoplayBets(harness.engineDb, actedId)).toEqual([expect.objectContaining({ round_number: struck!.round_number, status: 'voided' })]);
    expect(updates.of(actedId).map((update) => update.stoppedReason)).toEqual(['admin']);
    await expect.poll(() => harness.balance(acted), { timeout: 10_000 }).toBe(pkrToPaisa(1_000));
    await standby.stop();
  });
});
