import { adminCookie } from '../lib/players';
import { RoundWatcher, scheduleCrashPoints } from '../lib/rounds';
import type { ScenarioContext } from './context';
import { playRound, type RoundResult } from './bet-round';
import { type BareHttpResult, bareHttpBets } from './bare-http';
import { rawPgBets, type RawPgResult } from './raw-pg';

export type BetLevel = { rate: number } & RoundResult;

export interface BetsResult {
  /** Bets at each rate, then their cash-outs at the same rate. */
  levels: BetLevel[];
  /** Bets at the first rate, then their cash-outs within the burst window. */
  burst: BetLevel;
  raw: RawPgResult[];
  /** A bet's JSON to a bare `node:http` server at the top rate: the least the gateway's HTTP can cost a bet. */
  bareHttp?: BareHttpResult;
  /**
   * The same server debiting and recording each bet in the raw loop's tables, a batch of bets in one statement, at
   * the goal's rate (the top rate when lower): the least a whole bet over HTTP can cost on this stack.
   */
  floor?: BareHttpResult;
  /**
   * The same bets at the same rate through the least engine and wallet of their own over NATS, each committing its
   * rows once a batch, the batches held behind the one in flight: the least a whole bet can cost through the
   * architecture's hops.
   */
  hopsFloor?: BareHttpResult;
  /**
   * The same, each turn's bets sent at once whatever is in flight, as the product sends its cash-outs: the least a
   * call that cannot wait costs through the architecture's hops.
   */
  hopsFloorAtOnce?: BareHttpResult;
}

/** Every round the scenario played, the burst last. */
export const betRounds = (bets: BetsResult): BetLevel[] => [...bets.levels, bets.burst];

/** The offered rate at which the product's CPU per bet and per cash-out is held against the raw loop's CPU per transaction. */
export const CPU_GOAL_RATE = 2000;

/** Long enough a flight that the cash-outs land before the crash. */
export const BET_ROUND_CRASH_POINT = 1.6;

/**
 * Scenario 2: bets through the gateway at constant rates, each level one round (every player bets once; at
 * high rates the level is a burst as long as players / rate), then 30 % cash out at the same rate; one more
 * round whose 30 % cash out within 100 ms; beside it the raw `pg` bet transaction on the same PostgreSQL, and the
 * same bets at the top rate to a bare `node:http` server.
 */
export async function runBets(context: ScenarioContext): Promise<BetsResult> {
  const { stack, profile, log } = context;
  await context.useClock(profile.betClock);
  const players = await context.players(profile.bets.players);
  const admin = await adminCookie(stack.gatewayUrl);
  await scheduleCrashPoints(stack.gatewayUrl, admin, 'crash', BET_ROUND_CRASH_POINT, profile.bets.rates.length + 3);
  const watcher = await RoundWatcher.open(stack.gatewayUrl);
  const { cashoutShare, cashoutBurstMs } = profile.bets;
  const share = `${cashoutShare * 100} %`;
  const levels: BetLevel[] = [];
  let burst: BetLevel;
  try {
    for (const rate of profile.bets.rates) {
      log(`bets: ${players.length} bets at ${rate}/s, then ${share} cash out at ${rate}/s`);
      levels.push({ rate, ...(await playRound(context, watcher, { players, rate, cashoutShare, cashoutPace: { perSecond: rate } })) });
    }
    const rate = profile.bets.rates[0] ?? 1;
    log(`bets: ${players.length} bets at ${rate}/s, then ${share} cash out within ${cashoutBurstMs} ms`);
    burst = { rate, ...(await playRound(context, watcher, { players, rate, cashoutShare, cashoutPace: { withinMs: cashoutBurstMs } })) };
  } finally {
    watcher.close();
  }
  log(`bets: raw pg loop, ${profile.bets.rawInFlight} in flight`);
  const raw = await rawPgBets(stack.databaseUrl('raw'), profile.bets.rawUsers, profile.bets.rawInFlight, profile.bets.rawSeconds, stack.serverPids().get('postgres'));
  const topRate = Math.max(...profile.bets.rates);
  log(`bets: ${players.length} bets at ${topRate}/s to a bare node:http server`);
  const bareHttp = await bareHttpBets(players.length, topRate);
  const floorRate = Math.min(topRate, CPU_GOAL_RATE);
  log(`bets: ${players.length} bets at ${floorRate}/s to a bare node:http server writing them to PostgreSQL`);
  const database = { url: stack.databaseUrl('raw'), users: profile.bets.rawUsers, postgresPid: stack.serverPids().get('postgres'), sending: 'held' as const };
  const floor = await bareHttpBets(players.length, floorRate, database);
  const hops = { natsUrl: stack.natsUrl, natsPid: stack.serverPids().get('nats-server') };
  log(`bets: ${players.length} bets at ${floorRate}/s to a bare node:http server, through an engine and a wallet over NATS to PostgreSQL`);
  const hopsFloor = await bareHttpBets(players.length, floorRate, { ...database, hops });
  log(`bets: the same, each turn's bets sent at once`);
  const hopsFloorAtOnce = await bareHttpBets(players.length, floorRate, { ...database, hops, sending: 'at-once' });
  return { levels, burst, raw, bareHttp, floor, hopsFloor, hopsFloorAtOnce };
}
