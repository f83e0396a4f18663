import { adminCookie } from '../lib/players';
import { RoundWatcher, scheduleCrashPoints } from '../lib/rounds';
import type { ScenarioContext } from './context';
import { playRound, type RoundResult } from './bet-round';
import { rawPgBets, type RawPgResult } from './raw-pg';

export interface BetsResult {
  levels: Array<{ rate: number } & RoundResult>;
  raw: RawPgResult[];
}

/** Long enough a flight that the cash-outs land before the crash. */
export const BET_ROUND_CRASH_POINT = 1.6;

/**
 * Scenario 2: bets through the gateway at constant rates, each level one round (every player bets once; at
 * high rates the level is a burst as long as players / rate), then 30 % cash out within 100 ms; beside it the
 * raw `pg` bet transaction on the same PostgreSQL.
 */
export async function runBets(context: ScenarioContext): Promise<BetsResult> {
  const { stack, profile, log } = context;
  await context.useClock(profile.betClock);
  const players = await context.players(profile.bets.players);
  const admin = await adminCookie(stack.gatewayUrl);
  await scheduleCrashPoints(stack.gatewayUrl, admin, 'crash', BET_ROUND_CRASH_POINT, profile.bets.rates.length + 2);
  const watcher = await RoundWatcher.open(stack.gatewayUrl);
  const levels: BetsResult['levels'] = [];
  try {
    for (const rate of profile.bets.rates) {
      log(`bets: ${players.length} bets at ${rate}/s, then ${profile.bets.cashoutShare * 100} % cash out`);
      const result = await playRound(context, watcher, {
        players,
        rate,
        cashoutShare: profile.bets.cashoutShare,
        cashoutWindowMs: profile.bets.cashoutWindowMs,
      });
      levels.push({ rate, ...result });
    }
  } finally {
    watcher.close();
  }
  log(`bets: raw pg loop, ${profile.bets.rawInFlight} in flight`);
  const raw = await rawPgBets(stack.databaseUrl('raw'), profile.bets.rawUsers, profile.bets.rawInFlight, profile.bets.rawSeconds);
  return { levels, raw };
}
