import { randomUUID } from 'node:crypto';
import { type BetSettled, payoutPaisa, pkrToPaisa } from '@pkr/contracts';
import { createLogger, serveEndpoints } from '@pkr/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlNextRound,
  type EngineHarness,
  placeBet,
  type Player,
  refusalOf,
  startEngineHarness,
  untilRecorded,
  untilServing,
} from './support/engine-harness';

let harness: EngineHarness;

beforeAll(async () => {
  harness = await startEngineHarness('engine_control');
  // Three players bet in one round below: a betting phase of 3 s holds them on a machine busy with other suites.
  await harness.startEngine({ BETTING_MS: '3000' });
  await untilServing(harness.client);
});

afterAll(async () => {
  await harness?.stop();
});

const bet = (player: Player, amountPkr: number, autoCashoutHundredths: number | null) =>
  placeBet(harness.client, player, amountPkr, autoCashoutHundredths);

const historyRow = async (round: number) =>
  (await harness.client.call('game.history.list', { gameType: 'crash', limit: 20 })).find((row) => row.id === round);

describe('Game Control', () => {
  it('plays a crash point set for the next round, labelled in history and fairness, with the chain hash kept', async () => {
    const { client, live } = harness;
    const round = await controlNextRound(client, 107);
    expect(await client.call('game.crash.rounds-info', {})).toMatchObject({ scheduledCrashPoints: { [String(round)]: 1.07 }, controlEnabled: true });
    const crashed = await live.waitFor('game_crash', (event) => event.round === round);
    expect(crashed.crashPoint).toBe(1.07);
    await untilRecorded(client, round);
    expect(await historyRow(round)).toMatchObject({ crashPoint: 1.07, adminControlled: true });
    const revealed = await client.call('game.fairness.round', { gameType: 'crash', roundId: round });
    const previous = await client.call('game.fairness.round', { gameType: 'crash', roundId: round - 1 });
    expect(revealed).toMatchObject({ crashPoint: 1.07, adminControlled: true, previousHash: previous.hash });
    expect((await client.call('game.crash.rounds-info', {})).scheduledCrashPoints).not.toHaveProperty(String(round));
    await live.waitFor('game_crash', (event) => event.round === round + 1);
    await untilRecorded(client, round + 1);
    expect(await historyRow(round + 1)).toMatchObject({ adminControlled: false });
  });

  it('schedules a later round by number and refuses a round that is not in the future', async () => {
    const { client, live } = harness;
    const { currentRound } = await client.call('game.crash.rounds-info', {});
    const later = currentRound + 2;
    const reply = await client.call('game.crash.control', { crashPointHundredths: 112, roundNumber: later, adminId: randomUUID() });
    expect(reply.roundNumber).toBe(later);
    const refusal = await refusalOf(client.call('game.crash.control', { crashPointHundredths: 150, roundNumber: currentRound, adminId: randomUUID() }));
    const after = (await client.call('game.crash.rounds-info', {})).currentRound;
    const named = Number(/^Round number must be greater than the current round \((\d+)\)$/.exec(refusal.message)?.[1]);
    expect(refusal.code).toBe('VALIDATION');
    expect(named).toBeGreaterThanOrEqual(currentRound);
    expect(named).toBeLessThanOrEqual(after);
    expect((await live.waitFor('game_crash', (event) => event.round === later)).crashPoint).toBe(1.12);
  });
});

describe('a settled round', () => {
  const heard: BetSettled[] = [];
  let round: number;
  let winner: Player;
  let losers: Player[];

  beforeAll(async () => {
    // Stands in for the leaderboard, which consumes settled bets in a later issue.
    serveEndpoints(
      harness.bus,
      {
        'leaderboard.on.bet-settled': (event) => {
          heard.push(event);
          return { eventId: event.eventId, duplicate: false };
        },
      },
      { queue: 'leaderboard', logger: createLogger('leaderboard-stand-in', 'silent') },
    );
    winner = await harness.newPlayer(1_000);
    losers = [await harness.newPlayer(1_000), await harness.newPlayer(1_000)];
    round = await controlNextRound(harness.client, 110);
    await harness.live.waitFor('betting_phase', (event) => event.round === round);
    await Promise.all([bet(winner, 400, 105), bet(losers[0] as Player, 150, null), bet(losers[1] as Player, 250, 120)]);
    await harness.live.waitFor('game_crash', (event) => event.round === round);
    await untilRecorded(harness.client, round);
  });

  it('counts its bets won and lost in the history', async () => {
    expect(await historyRow(round)).toMatchObject({ crashPoint: 1.1, betStats: { total: 3, won: 1, lost: 2 } });
  });

  it('delivers one settled event per bet, won or lost, to the leaderboard subject', async () => {
    await expect.poll(() => heard.filter((event) => event.round === round).length, { timeout: 10_000 }).toBe(3);
    const ofRound = heard.filter((event) => event.round === round);
    expect(ofRound.find((event) => event.userId === winner.userId)).toMatchObject({
      amount: pkrToPaisa(400),
      autoCashoutAt: 1.05,
      cashoutMultiplier: 1.05,
      payout: payoutPaisa(pkrToPaisa(400), 105),
      crashPoint: 1.1,
      gameType: 'crash',
    });
    for (const [loser, amount, auto] of [[losers[0], 150, null], [losers[1], 250, 1.2]] as const) {
      expect(ofRound.find((event) => event.userId === loser?.userId)).toMatchObject({
        amount: pkrToPaisa(amount),
        autoCashoutAt: auto,
        cashoutMultiplier: null,
        payout: 0,
        crashPoint: 1.1,
      });
    }
  });
});

describe('Game Control switched off', () => {
  it('plays the chain crash point in a round an admin had set while it was on', async () => {
    const { client, live } = harness;
    const { currentRound } = await client.call('game.crash.rounds-info', {});
    const scheduled = currentRound + 3;
    await client.call('game.crash.control', { crashPointHundredths: 101, roundNumber: scheduled, adminId: randomUUID() });
    await harness.stopEngines();
    await harness.startEngine({ BETTING_MS: '900', GAME_CONTROL_ENABLED: 'false' });
    expect(await client.call('game.crash.rounds-info', {})).toMatchObject({ controlEnabled: false });
    const crashed = await live.waitFor('game_crash', (event) => event.round === scheduled);
    await untilRecorded(client, scheduled);
    const revealed = await client.call('game.fairness.round', { gameType: 'crash', roundId: scheduled });
    expect(revealed).toMatchObject({ adminControlled: false, crashPoint: crashed.crashPoint });
    expect(await historyRow(scheduled)).toMatchObject({ adminControlled: false });
  });
});
