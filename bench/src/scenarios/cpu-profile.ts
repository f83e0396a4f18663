import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { adminCookie } from '../lib/players';
import { RoundWatcher, scheduleCrashPoints } from '../lib/rounds';
import { type ProfileSummary, summariseCpuProfile } from '../report/cpu-profile-summary';
import { playRound } from './bet-round';
import { BET_ROUND_CRASH_POINT } from './bets';
import type { ScenarioContext } from './context';

export interface CpuProfileResult {
  rate: number;
  bets: number;
  betsPerSecond: number;
  betP99: number;
  profiles: ProfileSummary[];
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The bet scenario once more with every service under `--cpu-prof`: one round at a fixed rate, then the
 * services stop (which writes the profiles) and each profile is cut to the time the round's bets took, from
 * the opening of betting to the last bet's answer.
 */
export async function runCpuProfile(context: ScenarioContext): Promise<CpuProfileResult> {
  const { stack, profile, log } = context;
  const dir = join(dirname(context.probeDir), 'cpu-profiles');
  await context.useClock({ ...profile.betClock, NODE_ARGS: `--cpu-prof --cpu-prof-dir=${dir}` });
  const players = await context.players(profile.bets.players);
  const names = new Map([...stack.serverPids()].map(([name, pid]) => [pid, name]));
  const admin = await adminCookie(stack.gatewayUrl);
  await scheduleCrashPoints(stack.gatewayUrl, admin, 'crash', BET_ROUND_CRASH_POINT, 3);
  const watcher = await RoundWatcher.open(stack.gatewayUrl);
  const window = { from: 0, to: 0 };
  let result;
  try {
    log(`cpu profile: ${players.length} bets at ${profile.cpuProfile.rate}/s under --cpu-prof`);
    result = await playRound(context, watcher, {
      players,
      rate: profile.cpuProfile.rate,
      cashoutShare: 0.3,
      cashoutPace: { withinMs: profile.bets.cashoutBurstMs },
      onBetting: () => {
        window.from = nowUs();
      },
      onBetsAnswered: () => {
        window.to = nowUs();
      },
    });
  } finally {
    watcher.close();
  }
  await context.useClock(profile.betClock);
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile; thread 0 is the main one (the others load modules).
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.cpuprofile') && file.split('.')[4] === '0') : [];
  const profiles = files
    .map((file) => {
      const pid = Number(file.split('.')[3]);
      return summariseCpuProfile(join(dir, file), names.get(pid) ?? `pid ${pid}`, window.from, window.to);
    })
    .sort((a, b) => a.process.localeCompare(b.process));
  return { rate: profile.cpuProfile.rate, bets: result.bets.ok, betsPerSecond: result.bets.achievedPerSecond, betP99: result.bets.latency.p99, profiles };
}
