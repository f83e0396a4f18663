import { randomUUID } from 'node:crypto';
import { type GameType, payoutPaisa, pkrToPaisa, protectionMessages } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlNextRound, refusalWithStatusOf as refusal, type EngineHarness, placeBet, type Player, startEngineHarness, until, untilServing } from './support/engine-harness';
import { announceProtection, protectionState, TestClock } from './support/protection';

let harness: EngineHarness;
const clock = new TestClock(new Date('2026-03-10T07:00:00.000Z'));

beforeAll(async () => {
  harness = await startEngineHarness('engine_protection');
  // Betting phases long enough for several calls in one, and for the two games' phases to overlap often.
  await harness.startEngine({ BETTING_MS: '4000', AVIATOR_FIRST_BETTING_MS: '4000', AVIATOR_BETTING_MS: '4000', CRASHED_PAUSE_MS: '500' }, { now: clock.now });
  await untilServing(harness.client);
  await untilServing(harness.client, 'aviator');
});

afterAll(async () => {
  await harness?.stop();
});

const bet = (player: Player, amountPkr: number, gameType: GameType = 'crash', autoCashoutHundredths: number | null = null) =>
  placeBet(harness.client, player, amountPkr, autoCashoutHundredths, gameType);

async function nextRoundCrashingAt(hundredths: number): Promise<number> {
  const round = await controlNextRound(harness.client, hundredths);
  await harness.live.waitFor('betting_phase', (event) => event.round === round);
  return round;
}

const pkr = (paisa: number) => paisa / 100;

/** How many bets of the player the engine's database holds, whatever their status. */
const betRows = async (player: Player) =>
  (await harness.engineDb.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [player.userId])).rows[0]!.n;

describe("the engine's copy of a player's protection", () => {
  it('keeps the highest version it heard, and applies a redelivered event once', async () => {
    const player = await harness.newPlayer(1_000);
    const breakUntil = '2026-03-10T09:00:00.000Z';
    const eventId = randomUUID();
    const onBreak = protectionState(player.userId, 2, { breakUntil });
    expect(await announceProtection(harness.client, onBreak, eventId)).toEqual({ eventId, duplicate: false });
    expect(await announceProtection(harness.client, { ...onBreak, breakUntil: null }, eventId)).toEqual({ eventId, duplicate: true });
    // Version 1 arrives late: it is old news.
    await announceProtection(harness.client, protectionState(player.userId, 1));
    const kept = await harness.engineDb.query('SELECT version, state FROM protection_copies WHERE user_id = $1', [player.userId]);
    expect(kept.rows).toEqual([{ version: 2, state: onBreak }]);

    await nextRoundCrashingAt(101);
    expect((await refusal(bet(player, 100))).code).toBe('FORBIDDEN');
    await announceProtection(harness.client, protectionState(player.userId, 3));
    await expect(bet(player, 100)).resolves.toMatchObject({ bet: { amount: 100 } });
  });
});

describe('a bet of a restricted player', () => {
  it('is refused with 403 and the message naming the restriction, with nothing debited, and taken once the break ends', async () => {
    clock.set('2026-03-10T07:00:00.000Z');
    const player = await harness.newPlayer(1_000);
    const breakUntil = '2026-03-10T09:00:00.000Z';
    const excludedUntil = '2026-09-10T07:00:00.000Z';
    await nextRoundCrashingAt(101);

    await announceProtection(harness.client, protectionState(player.userId, 1, { selfExcludedUntil: excludedUntil }));
    expect(await refusal(bet(player, 100))).toEqual({ status: 403, code: 'FORBIDDEN', message: protectionMessages.selfExcluded(new Date(excludedUntil), clock.at) });
    await announceProtection(harness.client, protectionState(player.userId, 2, { dateOfBirthKnown: false }));
    expect(await refusal(bet(player, 100))).toEqual({ status: 403, code: 'FORBIDDEN', message: protectionMessages.dateOfBirthRequired });
    await announceProtection(harness.client, protectionState(player.userId, 3, { breakUntil }));
    expect(await refusal(bet(player, 100))).toEqual({ status: 403, code: 'FORBIDDEN', message: protectionMessages.onBreak(new Date(breakUntil), clock.at) });
    expect(protectionMessages.onBreak(new Date(breakUntil), clock.at)).toContain('until 14:00');
    expect(await harness.balance(player)).toBe(pkrToPaisa(1_000));
    // A refused bet leaves no row of its own.
    expect(await betRows(player)).toBe(0);

    clock.set('2026-03-10T08:59:59.999Z');
    expect((await refusal(bet(player, 100))).code).toBe('FORBIDDEN');
    clock.set(breakUntil);
    await expect(bet(player, 100)).resolves.toMatchObject({ bet: { amount: 100 } });
    expect(await harness.balance(player)).toBe(pkrToPaisa(900));
  });
});

describe('the daily loss limit', () => {
  const limit = pkrToPaisa(1_000);
  const lossLimit = { status: 400, code: 'VALIDATION', message: protectionMessages.lossLimit(limit) };

  it('counts the day’s lost stakes less its payouts, and refuses a bet that could pass it', async () => {
    clock.set('2026-03-10T10:00:00.000Z');
    const player = await harness.newPlayer(5_000);
    await announceProtection(harness.client, protectionState(player.userId, 1, { limits: { depositDaily: null, depositWeekly: null, depositMonthly: null, lossDaily: limit } }));

    const lost = await nextRoundCrashingAt(104);
    await bet(player, 300);
    await harness.live.waitFor('game_crash', (event) => event.round === lost);
    await nextRoundCrashingAt(115);
    // 300 lost and 500 open reach 800: within the limit.
    const won = await bet(player, 500, 'crash', 110);
    await until(async () => (await harness.engineDb.query(`SELECT 1 FROM bets WHERE id = $1 AND status = 'won'`, [won.bet.id])).rowCount === 1, 'the win is recorded');
    const net = pkrToPaisa(300) + pkrToPaisa(500) - payoutPaisa(pkrToPaisa(500), 110);
    expect(net).toBe(pkrToPaisa(250));

    await nextRoundCrashingAt(101);
    expect(await refusal(bet(player, pkr(limit - net) + 0.01))).toEqual(lossLimit);
    await expect(bet(player, pkr(limit - net))).resolves.toMatchObject({ bet: { amount: 750 } });
    expect(await harness.balance(player)).toBe(pkrToPaisa(5_000) - net - pkrToPaisa(750));
    expect(await betRows(player)).toBe(3);
  });

  it('turns with the day at midnight in Pakistan', async () => {
    clock.set('2026-03-10T18:50:00.000Z'); // 23:50 in Pakistan
    const player = await harness.newPlayer(2_000);
    await announceProtection(harness.client, protectionState(player.userId, 1, { limits: { depositDaily: null, depositWeekly: null, depositMonthly: null, lossDaily: limit } }));
    const lost = await nextRoundCrashingAt(101);
    await bet(player, 1_000);
    await harness.live.waitFor('game_crash', (event) => event.round === lost);

    await nextRoundCrashingAt(101);
    clock.set('2026-03-10T18:59:59.999Z');
    expect(await refusal(bet(player, 10))).toEqual(lossLimit);
    clock.set('2026-03-10T19:00:00.000Z'); // midnight: 11 March has begun in Pakistan
    await expect(bet(player, 1_000)).resolves.toMatchObject({ bet: { amount: 1_000 } });
  });

  it('lets one of two bets at once at the limit pass, counting the open one whole', async () => {
    clock.set('2026-03-12T10:00:00.000Z');
    const player = await harness.newPlayer(5_000);
    await announceProtection(harness.client, protectionState(player.userId, 1, { limits: { depositDaily: null, depositWeekly: null, depositMonthly: null, lossDaily: limit } }));
    await untilBothGamesTakeBets();

    const [crash, aviator] = await Promise.allSettled([bet(player, 600, 'crash'), bet(player, 600, 'aviator')]);
    const outcomes = [crash, aviator].map((outcome) => outcome.status);
    expect(outcomes.sort()).toEqual(['fulfilled', 'rejected']);
    const refusedIn: GameType = crash.status === 'rejected' ? 'crash' : 'aviator';
    const refused = (crash.status === 'rejected' ? crash : aviator) as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'VALIDATION', message: lossLimit.message });
    // The first bet is still open: it counts whole, so 400 more reaches the limit and 400.01 would pass it.
    expect(await refusal(bet(player, 400.01, refusedIn))).toEqual(lossLimit);
    await expect(bet(player, 400, refusedIn)).resolves.toMatchObject({ bet: { amount: 400 } });
    expect(await harness.balance(player)).toBe(pkrToPaisa(4_000));
    expect(await betRows(player)).toBe(2);
  });
});

/** Until both games are in their betting phase with at least 1.5 s of it left. */
async function untilBothGamesTakeBets(): Promise<void> {
  const takingBets = async (gameType: GameType) => {
    const state = await harness.client.call(`game.${gameType}.state`, {});
    return state.phase === 'betting' && state.phaseStartedAt - state.serverTime >= 1_500;
  };
  await until(async () => (await takingBets('crash')) && (await takingBets('aviator')), 'both games take bets', 60_000);
}
