import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { adminCookie } from '../lib/players';
import { RoundWatcher, scheduleCrashPoints } from '../lib/rounds';
import { type ProfileSummary, summariseCpuProfile } from '../report/cpu-profile-summary';
import { playRound } from './bet-round';
import { BET_ROUND_CRASH_POINT } from './bets';
import type { ScenarioContext } from './context';

/** The calls of one window of the profiled round, and every process's profile cut to it. */
export interface ProfiledCalls {
  /** Calls answered in the window (bets taken, or cash-outs taken). */
  taken: number;
  perSecond: number;
  p99: number;
  profiles: ProfileSummary[];
}

export interface CpuProfileResult {
  rate: number;
  bets: ProfiledCalls;
  /** The round's cash-outs at the same rate; null when none was taken. */
  cashouts: ProfiledCalls | null;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The bet scenario once more with every service under `--cpu-prof`: two rounds at a fixed rate, whose 30 % then
 * cash out at the same rate, as the bet levels do; the first warms the gateway's sessions. Then the services stop
 * (which writes the profiles) and each profile is cut twice, to the second round's bets, from the opening of
 * betting to the last bet's answer, and to its cash-outs, from the start of the flight to the last answer.
 */
export async function runCpuProfile(context: ScenarioContext): Promise<CpuProfileResult> {
  const { stack, profile, log } = context;
  const dir = join(dirname(context.probeDir), 'cpu-profiles');
  await context.useClock({ ...profile.betClock, NODE_ARGS: `--cpu-prof --cpu-prof-dir=${dir}` });
  const players = await context.players(profile.bets.players);
  const names = new Map([...stack.serverPids()].map(([name, pid]) => [pid, name]));
  const admin = await adminCookie(stack.gatewayUrl);
  await scheduleCrashPoints(stack.gatewayUrl, admin, 'crash', BET_ROUND_CRASH_POINT, 4);
  const watcher = await RoundWatcher.open(stack.gatewayUrl);
  const rate = profile.cpuProfile.rate;
  const betting = { from: 0, to: 0 };
  const flying = { from: 0, to: 0 };
  const plan = { players, rate, cashoutShare: 0.3, cashoutPace: { perSecond: rate } };
  let result;
  try {
    // Restarted under the profiler, the gateway knows no session: the first round would profile auth's checks.
    log(`cpu profile: a round at ${rate}/s for the gateway to learn the players' sessions`);
    await playRound(context, watcher, plan);
    log(`cpu profile: ${players.length} bets at ${rate}/s, then 30 % cash out at ${rate}/s, under --cpu-prof`);
    result = await playRound(context, watcher, {
      ...plan,
      onBetting: () => (betting.from = nowUs()),
      onBetsAnswered: () => (betting.to = nowUs()),
      onFlight: () => (flying.from = nowUs()),
      onCashoutsAnswered: () => (flying.to = nowUs()),
    });
  } finally {
    watcher.close();
  }
  await context.useClock(profile.betClock);
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile; thread 0 is the main one (the others load modules).
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.cpuprofile') && file.split('.')[4] === '0') : [];
  const cutTo = (window: { from: number; to: number }) =>
    files
      .map((file) => {
        const pid = Number(file.split('.')[3]);
        return summariseCpuProfile(join(dir, file), names.get(pid) ?? `pid ${pid}`, window.from, window.to);
      })
      .sort((a, b) => a.process.localeCompare(b.process));
  const { bets, cashouts } = result;
  return {
    rate,
    bets: { taken: bets.ok, perSecond: bets.achievedPerSecond, p99: bets.latency.p99, profiles: cutTo(betting) },
    cashouts: cashouts && cashouts.ok > 0 ? { taken: cashouts.ok, perSecond: cashouts.achievedPerSecond, p99: cashouts.latency.p99, profiles: cutTo(flying) } : null,
  };
}
