import type { BenchResults } from '../run-bench';
import { type BetsResult, betRounds } from '../scenarios/bets';
import type { BusRow } from '../scenarios/bus';
import type { CrashDeliveryRow } from '../scenarios/crash-delivery';
import type { FanoutRow } from '../scenarios/fanout';
import type { PagesResult } from '../scenarios/pages';
import type { SoakResult } from '../scenarios/soak';
import { CPU_GOAL_RATE, CPU_GOAL_RATIO, levelAtGoalRate, productMs, rawMsPerTx, timesRaw } from './cpu-goal';

export interface GoalCheck {
  goal: string;
  measured: string;
  met: boolean | null;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 100) / 100);

const rateText = CPU_GOAL_RATE.toLocaleString('en-US');

/**
 * A CPU goal at the goal's rate: the product's CPU per unit taken against the raw loop's per transaction. A level
 * that took none of its units has measured nothing, whatever its CPU per unit reads.
 */
function againstRaw(goal: string, perUnit: Record<string, number> | null | undefined, taken: number, raw: number | undefined): GoalCheck {
  if (!perUnit || taken === 0 || raw === undefined) return { goal, measured: 'not measured', met: null };
  const product = productMs(perUnit);
  const times = timesRaw(product, raw);
  return { goal, measured: `${product} vs ${raw} ms = ${times}x`, met: times <= CPU_GOAL_RATIO };
}

/**
 * The goals of the level at the goal's rate: CPU per bet and per cash-out against the raw loop, and the bets' p99.
 * A refused bet answers fast and would flatter the p99, so the p99 goal holds only with every bet taken.
 */
function betGoals(bets: BetsResult): GoalCheck[] {
  const level = levelAtGoalRate(bets);
  const raw = rawMsPerTx(bets);
  const p99Goal = `Bet p99 < 50 ms at ${rateText} bets/s`;
  return [
    againstRaw(`CPU per bet at ${rateText} bets/s <= ${CPU_GOAL_RATIO}x the raw loop's CPU per transaction`, level?.cpuMsPerBet, level?.bets.ok ?? 0, raw),
    againstRaw(`CPU per cash-out at ${rateText}/s <= ${CPU_GOAL_RATIO}x the raw loop's CPU per transaction`, level?.cpuMsPerCashout, level?.cashouts?.ok ?? 0, raw),
    level
      ? { goal: p99Goal, measured: `p99 ${level.bets.latency.p99} ms, ${level.bets.ok} of ${level.bets.ok + level.bets.failed} taken`, met: level.bets.failed === 0 && level.bets.latency.p99 < 50 }
      : { goal: p99Goal, measured: 'not measured', met: null },
  ];
}

/** The performance goals, each checked against this run's numbers (null: the run did not measure it). */
export function checkGoals(results: BenchResults): GoalCheck[] {
  const s = results.scenarios as { bets?: BetsResult; crash?: CrashDeliveryRow[]; fanout?: FanoutRow[]; bus?: BusRow[]; pages?: PagesResult; soak?: SoakResult };
  const checks: GoalCheck[] = [];
  if (s.bets) checks.push(...betGoals(s.bets));
  if (s.crash) {
    const last = s.crash.at(-1);
    checks.push({
      goal: 'Crash delivery p99 < 100 ms to 10,000 clients with 5,000 bets',
      measured: last?.latency ? `p99 ${last.latency.p99} ms, last ${last.latency.max} ms to ${last.clients} clients with ${last.betsTaken} bets` : (last?.error ?? 'not measured'),
      met: last?.latency ? last.latency.p99 < 100 && last.clients >= 10_000 && last.betsTaken >= 5000 : false,
    });
  }
  const fan = s.fanout?.find((row) => row.clients === 7500);
  if (fan) {
    const measured = fan.product.latency && fan.bare.latency;
    checks.push({
      goal: 'Fan-out at 7,500 clients p99 <= 1.25x bare + 2 ms',
      measured: measured ? `${fan.product.latency?.p99} vs ${fan.bare.latency?.p99} ms` : `product: ${fan.product.error ?? 'ok'}; bare: ${fan.bare.error ?? 'ok'}`,
      met: measured ? (fan.product.latency?.p99 ?? 0) <= 1.25 * (fan.bare.latency?.p99 ?? 0) + 2 : false,
    });
  }
  for (const row of s.bus ?? []) {
    checks.push({
      goal: `Bus round trip p50 <= 1.1x bare echo (${row.inFlight} in flight)`,
      measured: `${row.product.latency.p50} vs ${row.bare.latency.p50} ms = ${ratio(row.product.latency.p50, row.bare.latency.p50)}x`,
      met: row.product.latency.p50 <= 1.1 * row.bare.latency.p50,
    });
  }
  if (s.pages) {
    const measured = s.pages.routes.filter((route) => route.performance !== undefined);
    checks.push({
      goal: 'Lighthouse performance >= 90 and accessibility >= 95 on every route',
      measured: measured.length ? measured.map((route) => `${route.route} ${route.performance}/${route.accessibility}`).join(', ') : 'not measured',
      met: measured.length === s.pages.routes.length ? measured.every((route) => (route.performance ?? 0) >= 90 && (route.accessibility ?? 0) >= 95) : null,
    });
    const budget = s.pages.budgetKiB;
    checks.push({
      goal: `First-load JS per route <= ${budget} KiB on the wire`,
      measured: measured.length ? measured.map((route) => `${route.route} ${route.firstLoadJsKiB}`).join(', ') : 'not measured',
      met: measured.length === s.pages.routes.length ? measured.every((route) => (route.firstLoadJsKiB ?? 0) <= budget) : null,
    });
  }
  const audits = [
    ...(s.bets ? betRounds(s.bets).map((level) => level.audit.ok) : []),
    ...(s.crash?.flatMap((row) => (row.audit ? [row.audit.ok] : [])) ?? []),
    ...(s.soak?.rounds.map((round) => round.auditOk) ?? []),
  ];
  if (audits.length) {
    const failed = audits.filter((ok) => !ok).length;
    checks.push({ goal: 'Zero lost, doubled or unsettled bets', measured: `${audits.length - failed} of ${audits.length} audits clean`, met: failed === 0 });
  }
  return checks;
}
