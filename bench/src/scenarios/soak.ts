import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminCookie } from '../lib/players';
import { RoundWatcher, scheduleCrashPoints } from '../lib/rounds';
import { playRound } from './bet-round';
import type { ScenarioContext } from './context';

interface ProbeLine { at: number; name: string; rssMiB: number; heapUsedMiB: number; loopDelayP99Ms: number; loopDelayMaxMs: number }

export interface SoakResult {
  seconds: number;
  bettors: number;
  rounds: Array<{ round: number; betsOk: number; betsFailed: number; betP99: number; cashoutP99: number | null; auditOk: boolean }>;
  /** Per process: the first and last fifth of the soak, so a leak or a slowing loop shows as a difference. */
  processes: Array<{ name: string; rssFirstMiB: number; rssLastMiB: number; heapFirstMiB: number; heapLastMiB: number; loopP99FirstMs: number; loopP99LastMs: number; loopMaxMs: number }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function readProbes(dir: string, from: number, to: number): ProbeLine[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProbeLine)
      .filter((line) => line.at >= from && line.at <= to),
  );
}

function summariseProcesses(lines: ProbeLine[], from: number, to: number): SoakResult['processes'] {
  const fifth = (to - from) / 5;
  const names = [...new Set(lines.map((line) => line.name))].sort();
  return names.map((name) => {
    const mine = lines.filter((line) => line.name === name);
    const first = mine.filter((line) => line.at < from + fifth);
    const last = mine.filter((line) => line.at > to - fifth);
    return {
      name,
      rssFirstMiB: median(first.map((line) => line.rssMiB)),
      rssLastMiB: median(last.map((line) => line.rssMiB)),
      heapFirstMiB: median(first.map((line) => line.heapUsedMiB)),
      heapLastMiB: median(last.map((line) => line.heapUsedMiB)),
      loopP99FirstMs: median(first.map((line) => line.loopDelayP99Ms)),
      loopP99LastMs: median(last.map((line) => line.loopDelayP99Ms)),
      loopMaxMs: Math.max(0, ...mine.map((line) => line.loopDelayMaxMs)),
    };
  });
}

/** Scenario 5: round after round with every bettor in, 30 % cashing out, watching memory and event-loop delay. */
export async function runSoak(context: ScenarioContext): Promise<SoakResult> {
  const { stack, profile, log } = context;
  await context.useClock(profile.betClock);
  const players = await context.players(profile.soak.bettors);
  const admin = await adminCookie(stack.gatewayUrl);
  const bettingSeconds = Number(profile.betClock.BETTING_MS) / 1000;
  const roundSeconds = bettingSeconds + 6;
  await scheduleCrashPoints(stack.gatewayUrl, admin, 'crash', 1.5, Math.ceil(profile.soak.seconds / roundSeconds) + 3);
  const watcher = await RoundWatcher.open(stack.gatewayUrl);
  const from = Date.now();
  const rounds: SoakResult['rounds'] = [];
  try {
    while (Date.now() - from < profile.soak.seconds * 1000) {
      const result = await playRound(context, watcher, {
        players,
        rate: Math.max(1, Math.ceil(players.length / Math.max(1, bettingSeconds - 3))),
        cashoutShare: 0.3,
        cashoutPace: { withinMs: 1000 },
      });
      log(`soak: round ${result.round}, ${result.bets.ok} bets, p99 ${result.bets.latency.p99} ms`);
      rounds.push({
        round: result.round,
        betsOk: result.bets.ok,
        betsFailed: result.bets.failed,
        betP99: result.bets.latency.p99,
        cashoutP99: result.cashouts?.latency.p99 ?? null,
        auditOk: result.audit.ok,
      });
    }
  } finally {
    watcher.close();
  }
  const to = Date.now();
  return { seconds: Math.round((to - from) / 1000), bettors: players.length, rounds, processes: summariseProcesses(readProbes(context.probeDir, from, to), from, to) };
}
