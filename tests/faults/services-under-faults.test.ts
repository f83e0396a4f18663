import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATS_CLUSTER_SIZE } from '../../infra/src/nats-cluster';
import { auditLedger, balancedLedger } from '../../services/wallet/test/support/ledger-audit';
import type { HttpClient } from '../e2e/support/http-client';
import { adminSession } from '../e2e/support/players';
import { auditBalances } from './support/audit';
import { AutoplayPlayer, type Failover } from './support/autoplay-player';
import { auditBets } from './support/bet-audit';
import { type FaultKind, faultKinds, faultPlan } from './support/fault-plan';
import { fundedPlayer } from './support/funded-players';
import { isPending, type MoneyPlayer, UNANSWERED } from './support/money-player';
import { writeReliabilityReport } from './support/reliability-report';
import { nextBetting, scheduleCrashPoints, untilFlying, untilOver } from './support/rounds';
import { FAULT_SEED, pickPkr, seededRandom } from './support/seeded';
import { type ServiceFaultStack, startServiceFaultStack } from './support/service-fault-stack';
import { Watcher } from './support/watcher';

/** A standby engine must lead within this long of its leader's death. */
const TAKEOVER_LIMIT_MS = 10_000;
/** How long a killed process stays down before it is started again. */
const DOWN_MS = 1_000;
/**
 * The faults that void the round in flight: the leader dies, or loses its lock with its database connection, and
 * the next leader voids the round it finds open. Under every other fault the leader flies the round to its crash.
 */
const VOID_THE_ROUND: ReadonlyArray<FaultKind | null> = ['engine-leader', 'postgres'];

const random = seededRandom(FAULT_SEED);
const plan = faultPlan(random, process.env.FAULT_PROFILE);
let stack: ServiceFaultStack;
let admin: HttpClient;
let players: MoneyPlayer[];
let watchers: Watcher[];
/** Players who run an auto-play through every fault of the run, each on a page of their own. */
let autoplayers: AutoplayPlayer[];
const failovers: Failover[] = [];
const takeovers: number[] = [];
const injected = new Map<FaultKind, number>();

beforeAll(async () => {
  stack = await startServiceFaultStack(`svcfaults_${FAULT_SEED}`);
  admin = await adminSession(stack.gatewayUrl);
  players = [];
  for (let index = 0; index < 6; index += 1) players.push(await fundedPlayer(stack.gatewayUrl, admin, 5_000));
  // Every player and page comes in through the balancer, which spreads them over both gateways.
  watchers = [new Watcher(stack.gatewayUrl), new Watcher(stack.gatewayUrl)];
  autoplayers = [await AutoplayPlayer.join(stack.gatewayUrl, admin), await AutoplayPlayer.join(stack.gatewayUrl, admin)];
}, 240_000);

afterAll(async () => {
  for (const watcher of watchers ?? []) watcher.close();
  for (const autoplayer of autoplayers ?? []) autoplayer.close();
  await stack?.stop();
});

/** Bets of every player on the round, two requests in flight, some with an auto cash-out. */
async function betAll(): Promise<void> {
  for (let index = 0; index < players.length; index += 2) {
    await Promise.all(
      players.slice(index, index + 2).map((player) => player.bet(pickPkr(random, 10, 200), random() < 0.5 ? { autoCashout: 1.2 } : {})),
    );
  }
}

/** Until a standby engine leads Crash; answers how long it took. */
async function untilAnotherLeads(dead: string, since: number): Promise<number> {
  await expect.poll(async () => {
    const leader = await stack.leaderOf('crash').catch(() => undefined);
    return leader !== undefined && leader !== dead;
  }, { timeout: TAKEOVER_LIMIT_MS, interval: 50 }).toBe(true);
  return Date.now() - since;
}

/** Injects one fault while the round flies and heals it; answers when the stack serves again. */
async function inject(fault: FaultKind): Promise<void> {
  injected.set(fault, (injected.get(fault) ?? 0) + 1);
  if (fault === 'engine-leader') {
    const leader = await stack.leaderOf('crash');
    if (!leader) throw new Error('no engine leads Crash');
    const killedAt = Date.now();
    await stack.crash(leader);
    takeovers.push(await untilAnotherLeads(leader, killedAt));
    await stack.restart(leader);
  } else if (fault === 'leaderboard' || fault === 'wallet') {
    await stack.crash(fault);
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    await stack.restart(fault);
  } else if (fault === 'gateway') {
    await killGatewayBehindBalancer();
  } else if (fault === 'nats-server') {
    await stack.nats.killAndRestart(Math.floor(random() * NATS_CLUSTER_SIZE), DOWN_MS);
  } else {
    await stack.postgres.crashAndRestart(DOWN_MS);
  }
  await stack.untilReady();
}

/**
 * Kills the gateway holding the first page's socket: its pages come back through the balancer on the other
 * gateway, and a cash-out sent while it is down is answered by the other.
 */
async function killGatewayBehindBalancer(): Promise<void> {
  await expect.poll(() => watchers[0]!.gateway, { timeout: 10_000 }).toBeDefined();
  const victim = watchers[0]!.gateway!;
  const onVictim = watchers.filter((watcher) => watcher.gateway === victim);
  const reconnects = onVictim.map((watcher) => watcher.reconnects);
  await stack.crash(victim);
  const cashOut = await players[0]!.cashOut();
  expect(cashOut.first.status, `a cash-out while ${victim} is down: ${JSON.stringify(cashOut.first)}`).not.toBe(UNANSWERED);
  expect(cashOut.first.status).toBeLessThan(500);
  await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
  await stack.restart(victim);
  expect(onVictim.map((watcher, index) => watcher.reconnects > reconnects[index]!), `reconnects of the pages on ${victim}`).toEqual(onVictim.map(() => true));
}

/** Every call answered, every page back on the current round, and every invariant of the money and ranks. */
async function checkInvariants(healedAt: number, round: number): Promise<void> {
  for (const player of players) await player.resolvePending();
  await expect
    .poll(() => watchers.map((watcher) => (watcher.roundSeenSince(healedAt) ?? 0) > round), { timeout: 30_000, interval: 200 })
    .toEqual(watchers.map(() => true));
  const refused = new Set(players.flatMap((player) => player.calls.filter((call) => call.final.status !== 200 && !isPending(call.final)).map((call) => call.key)));
  await expect.poll(async () => (await auditBets(stack.db, refused)).violations, { timeout: 60_000, interval: 500 }).toEqual([]);
  const voided = await stack.db.engine.query<{ round_number: number }>(`SELECT round_number FROM rounds WHERE game_type = 'crash' AND status = 'voided'`);
  await auditBalances(players, new Set(voided.rows.map((row) => row.round_number)));
  expect(await auditLedger(stack.db.wallet)).toEqual(balancedLedger);
}

/** How the round ended, and the statuses of the bets its players were told were placed in it, from the engine's tables. */
async function outcomeOf(round: number): Promise<{ round: string | undefined; placed: number; bets: Record<string, number> }> {
  const placed = players
    .flatMap((player) => player.calls)
    .filter((call) => call.kind === 'bet' && call.final.status === 200)
    .map((call) => call.final.body.bet as { id: string; round: number })
    .filter((bet) => bet.round === round)
    .map((bet) => bet.id);
  const ended = await stack.db.engine.query<{ status: string }>(`SELECT status FROM rounds WHERE game_type = 'crash' AND round_number = $1`, [round]);
  const bets = await stack.db.engine.query<{ status: string; count: number }>('SELECT status, count(*)::int AS count FROM bets WHERE id = ANY($1::uuid[]) GROUP BY status', [placed]);
  return { round: ended.rows[0]?.status, placed: placed.length, bets: Object.fromEntries(bets.rows.map((row) => [row.status, row.count])) };
}

/**
 * The fault struck the round it names: every player's bet was taken before it; a fault that voids the round
 * voided it and gave back at least one bet, each other bet having cashed out before; under any other fault the
 * round crashed and settled every bet, won or lost.
 */
function expectStruck(fault: FaultKind | null, outcome: Awaited<ReturnType<typeof outcomeOf>>): void {
  const { won = 0, lost = 0, voided = 0 } = outcome.bets;
  const what = `${fault ?? 'no fault'}: ${JSON.stringify(outcome)}`;
  expect(outcome.placed, what).toBe(players.length);
  if (VOID_THE_ROUND.includes(fault)) {
    expect({ round: outcome.round, givenBack: voided > 0, givenBackOrWon: voided + won }, what).toEqual({ round: 'voided', givenBack: true, givenBackOrWon: outcome.placed });
  } else {
    expect({ round: outcome.round, settled: won + lost }, what).toEqual({ round: 'crashed', settled: outcome.placed });
  }
}

describe(`services under faults (seed ${FAULT_SEED}, ${plan.length} rounds)`, () => {
  it('keeps every bet settled once, every rank counted once, every balance true to its answers, every page on the current round and every auto-play going through each fault', async () => {
    // Every round of the run flies long enough for a fault (voided rounds and missed betting phases included).
    const first = await scheduleCrashPoints(admin, Array.from({ length: plan.length * 3 }, () => 1.3 + Math.floor(random() * 30) / 100));
    await Promise.all(autoplayers.map((autoplayer) => autoplayer.start(stack.db.engine)));
    let round = first - 1;
    for (const fault of plan) {
      round = await nextBetting(admin, round);
      await betAll();
      await untilFlying(admin, round, 1.05);
      if (fault) await inject(fault);
      const healedAt = Date.now();
      if (fault === 'engine-leader') failovers.push({ round, healedAt });
      await untilOver(admin, round);
      await checkInvariants(healedAt, round);
      const outcome = await outcomeOf(round);
      expectStruck(fault, outcome);
      console.info(`service faults: round ${round} with ${fault ?? 'no fault'}: invariants hold, bets ${JSON.stringify(outcome.bets)}`);
    }
    for (const autoplayer of autoplayers) await autoplayer.stopAndAudit(stack.db.engine, failovers);
    expect(await auditLedger(stack.db.wallet)).toEqual(balancedLedger);
    const audit = await auditBets(stack.db, new Set());
    const report = { seed: FAULT_SEED, rounds: plan.length, bets: audit.bets, settled: audit.settled, voided: audit.voided, faults: Object.fromEntries(injected), takeoverMs: takeovers, violations: audit.violations.length };
    writeReliabilityReport(report);
    console.info(`service faults: ${JSON.stringify(report)}`);
    expect(faultKinds.every((kind) => !plan.includes(kind) || (injected.get(kind) ?? 0) > 0)).toBe(true);
    for (const ms of takeovers) expect(ms).toBeLessThan(TAKEOVER_LIMIT_MS);
  }, 1_800_000);
});
