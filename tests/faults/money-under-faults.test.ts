import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitUntilReady } from '../../infra/src/topology';
import type { HttpClient } from '../e2e/support/http-client';
import { adminSession } from '../e2e/support/players';
import { auditPlayers, summarize } from './support/audit';
import { type FaultStack, startFaultStack } from './support/fault-stack';
import { fundedPlayer } from './support/funded-players';
import type { MoneyCall } from './support/money-call';
import type { MoneyPlayer } from './support/money-player';
import { nextBettingRound, untilFlying, untilOver } from './support/rounds';
import { FAULT_SEED, pickPkr, seededRandom } from './support/seeded';
import { watchDebits } from './support/watch-debits';

const random = seededRandom(FAULT_SEED);
let stack: FaultStack;
let admin: HttpClient;
let players: MoneyPlayer[];

/** Runs the calls two at a time, as two requests in flight. */
async function twoInFlight<T>(work: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < work.length; index += 2) results.push(...(await Promise.all(work.slice(index, index + 2).map((call) => call()))));
  return results;
}

const betAll = (group: MoneyPlayer[]) => twoInFlight(group.map((player) => () => player.bet(pickPkr(random, 10, 200))));
/** The players whose latest bet was accepted: they hold a bet in the current round. */
const accepted = (group: MoneyPlayer[]) =>
  group.filter((player) => player.calls.filter((call) => call.kind === 'bet').at(-1)?.final.status === 200);

/**
 * Pauses the wallet while `send` asks for debits, then pauses `caller` (the service between the gateway and the
 * wallet) before the wallet commits them: the caller hears of each debit only after the gateway stopped waiting.
 * Every debit asked for before the caller was paused must have landed meanwhile, or the fault never struck.
 */
async function debitsLandingLate(caller: string, count: number, send: () => Array<Promise<MoneyCall>>): Promise<{ calls: MoneyCall[]; committed: string[] }> {
  const debits = await watchDebits(stack.bus);
  stack.pause('wallet');
  const answers = send();
  await debits.seen(count);
  stack.pause(caller);
  const landed = await debits.seen(count);
  stack.resume('wallet');
  const answered = Promise.all(answers);
  const committed = await debits.committed(stack.walletDb, landed, answered);
  const calls = await answered;
  stack.resume(caller);
  debits.stop();
  // `landed` holds at least `count` debits: each was committed while its caller was paused past the players' answers.
  expect([...committed].sort(), 'debits committed while their caller was paused').toEqual([...landed].sort());
  return { calls, committed };
}

beforeAll(async () => {
  stack = await startFaultStack(inject('pgAdminUrl'), `faults_${FAULT_SEED}`);
  admin = await adminSession(stack.gatewayUrl);
  players = [];
  for (let index = 0; index < 8; index += 1) players.push(await fundedPlayer(stack.gatewayUrl, admin, 3_000));
});

afterAll(async () => {
  if (players?.length) console.info(`faults seed ${FAULT_SEED}: ${summarize(players)}`);
  await stack?.stop();
});

describe(`money under faults (seed ${FAULT_SEED})`, () => {
  it('takes nothing for a bet refused while the wallet is paused, and pays cash-outs made meanwhile once', async () => {
    const round = await nextBettingRound(admin, 1.4);
    await betAll(players.slice(0, 4));
    stack.pause('wallet');
    const refused = await Promise.all(players.slice(4).map((player) => player.bet(pickPkr(random, 10, 200))));
    stack.resume('wallet');
    for (const call of refused) expect(call.first.status, JSON.stringify(call.first)).not.toBe(200);

    await untilFlying(admin, round, 1.2);
    const [early, late] = [accepted(players).slice(0, 2), accepted(players).slice(2)];
    await Promise.all(early.map((player) => player.cashOut()));
    stack.pause('wallet');
    await Promise.all(late.map((player) => player.cashOut()));
    stack.resume('wallet');
    await untilOver(admin, round);
    await auditPlayers(stack.walletDb, players);
  });

  it('gives back a debit that lands after the deadline when the engine is paused between the gateway and the wallet', async () => {
    const round = await nextBettingRound(admin, 2);
    await betAll(players.slice(0, 2));
    const caught = players.slice(2, 6);
    // The engine sends bets to the wallet in batches: those behind a batch the paused wallet holds wait in the engine.
    const { calls, committed } = await debitsLandingLate('game-engine-1', 1, () => caught.map((player) => player.bet(pickPkr(random, 10, 200))));
    for (const call of calls) expect(call.first.body, JSON.stringify(call.first)).toMatchObject({ code: 'PENDING', message: 'Your bet is being confirmed' });
    await auditPlayers(stack.walletDb, players);
    // A debit that landed late was given back; a retry may place the bet afresh, never keep the late one.
    for (const call of calls) {
      const kept = call.final.status === 200 ? (call.final.body.bet as { id: string }).id : null;
      expect(committed, `debits landed late: ${committed.length}; final: ${JSON.stringify(call.final)}`).not.toContain(kept);
    }

    await untilFlying(admin, round, 1.1);
    stack.pause('game-engine-1');
    const cashOuts = await Promise.all(accepted(players.slice(0, 2)).map((player) => player.cashOut()));
    stack.resume('game-engine-1');
    for (const call of cashOuts) expect(call.first.body).toMatchObject({ code: 'PENDING', message: 'Your cash-out is being confirmed' });
    await untilOver(admin, round);
    await auditPlayers(stack.walletDb, players);
  });

  it('keeps withdrawals, bets and cash-outs true to their answers when the wallet is paused or killed', async () => {
    const requests = players.slice(0, 4);
    await twoInFlight(requests.slice(0, 2).map((player) => () => player.withdraw(500)));
    stack.pause('wallet');
    const pending = await twoInFlight(requests.slice(2).map((player) => () => player.withdraw(500)));
    stack.resume('wallet');
    for (const call of pending) expect(call.first.body).toMatchObject({ code: 'PENDING', message: 'Your withdrawal request is being confirmed' });

    const round = await nextBettingRound(admin, 1.3);
    await betAll(players.slice(4, 6));
    await stack.crash('wallet');
    await betAll(players.slice(6));
    await twoInFlight(players.slice(4, 6).map((player) => () => player.withdraw(500)));
    await untilFlying(admin, round, 1.1);
    await Promise.all(accepted(players.slice(4, 6)).map((player) => player.cashOut()));
    await stack.restart('wallet');
    await untilOver(admin, round);
    await auditPlayers(stack.walletDb, players);
  });

  it('keeps purchases true to their answers when the wallet is paused or killed, or auth is paused before the answer', async () => {
    const shoppers = players.slice(0, 6);
    await twoInFlight(shoppers.slice(0, 2).map((player) => () => player.purchase('basic_cap', 50)));

    stack.pause('wallet');
    const unanswered = await Promise.all(shoppers.slice(2, 4).map((player) => player.purchase('sunglasses', 200)));
    stack.resume('wallet');
    for (const call of unanswered) expect(call.first.status, JSON.stringify(call.first)).not.toBe(200);

    const { calls: late, committed } = await debitsLandingLate('auth', 2, () => shoppers.slice(4, 6).map((player) => player.purchase('nerd_glasses', 150)));
    for (const call of late) expect(call.first.body, JSON.stringify(call.first)).toMatchObject({ code: 'PENDING', message: 'Your purchase is being confirmed' });
    await auditPlayers(stack.walletDb, players);
    for (const call of late) expect(call.final.status, `${committed.length} debits landed late: ${JSON.stringify(call.final)}`).not.toBe(200);

    await stack.crash('wallet');
    const refused = await twoInFlight(shoppers.slice(0, 2).map((player) => () => player.purchase('fire_frame', 400)));
    await stack.restart('wallet');
    await waitUntilReady(stack.gatewayUrl, () => []);
    for (const call of refused) expect(call.first.status, JSON.stringify(call.first)).not.toBe(200);
    const bought = await twoInFlight(shoppers.slice(2, 4).map((player) => () => player.purchase('sunglasses', 200)));
    for (const call of bought) expect(call.first.status, JSON.stringify(call.first)).toBe(200);
    await auditPlayers(stack.walletDb, players);
  });
});
