import { cores, pinThreads } from '../lib/cpus';
import type { AuditResult } from '../lib/ledger-audit';
import type { LatencySummary } from '../lib/latency';
import { adminCookie } from '../lib/players';
import { RoundWatcher, scheduleCrashPoints } from '../lib/rounds';
import { playRound } from './bet-round';
import type { ScenarioContext } from './context';
import { type CrashWatch, openWatchers, type WatchersPlace } from './watchers';

export interface CrashDeliveryRow extends WatchersPlace {
  clients: number;
  bets: number;
  betsTaken: number;
  /** From the moment the curve reached the crash point to each watcher's `game_crash`; max is the last one. */
  latency?: LatencySummary;
  received?: number;
  audit?: AuditResult;
  error?: string;
}

/** Scenario 3: the crash reaching N watchers, with 0, 1k and 5k lost bets to settle in the round. */
export async function runCrashDelivery(context: ScenarioContext): Promise<CrashDeliveryRow[]> {
  const { stack, profile, log, watchersAgent } = context;
  await context.useClock(profile.betClock);
  const players = await context.players(Math.max(...profile.crash.bets));
  const admin = await adminCookie(stack.gatewayUrl);
  await scheduleCrashPoints(stack.gatewayUrl, admin, 'crash', 1.3, profile.crash.bets.length + 2);
  const clients = profile.crash.clients;
  const rows: CrashDeliveryRow[] = [];
  const watcher = await RoundWatcher.open(stack.gatewayUrl);
  stack.pinServer(cores.server);
  pinThreads(process.pid, cores.load);
  const { watchers, open } = await openWatchers(stack.gatewayUrl, clients, watchersAgent);
  try {
    if (open < clients) return [{ ...watchers.where, clients, bets: 0, betsTaken: 0, error: `only ${open} of ${clients} sockets opened` }];
    for (const betCount of profile.crash.bets) {
      log(`crash delivery: ${clients} watchers, ${betCount} bets in the round`);
      const bettors = players.slice(0, betCount);
      const bettingSeconds = Number(profile.betClock.BETTING_MS) / 1000;
      let watch: Promise<CrashWatch> | undefined;
      const round = await playRound(context, watcher, {
        players: bettors,
        rate: Math.max(1, Math.ceil(betCount / Math.max(1, bettingSeconds - 3))),
        cashoutShare: 0,
        cashoutPace: { withinMs: 100 },
        onFlight: (number) => {
          watch = watchers.crash('crash', number, 60_000);
        },
      });
      const heard = await watch;
      if (!heard) throw new Error('The round flew without the watchers being asked for its crash');
      rows.push({ ...watchers.where, clients, bets: betCount, betsTaken: round.bets.ok, latency: heard.latency, received: heard.received, audit: round.audit });
    }
  } finally {
    await watchers.close();
    watcher.close();
    stack.pinServer(cores.all);
    pinThreads(process.pid, cores.all);
  }
  return rows;
}
