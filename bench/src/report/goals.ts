import type { BenchResults } from '../run-bench';
import { type BetsResult, betRounds } from '../scenarios/bets';
import type { BusRow } from '../scenarios/bus';
import type { CrashDeliveryRow } from '../scenarios/crash-delivery';
import type { FanoutRow } from '../scenarios/fanout';
import type { PagesResult } from '../scenarios/pages';
import type { SoakResult } from '../scenarios/soak';

export interface GoalCheck {
  goal: string;
  measured: string;
  met: boolean | null;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 100) / 100);

/** The share of the raw `pg` loop's rate that bets and cash-outs are to reach at p99 < 50 ms. */
export const RAW_SHARE_GOAL = 0.6;

/**
 * The CPU one bet may cost the whole machine, load generator included, in ms of one core, for `cores` cores to
 * take bets at the goal's rate with nothing left over: a bound no queueing margin has yet been taken from.
 */
export function cpuBudgetMsPerBet(cores: number, rawPerSecond: number): number {
  return rawPerSecond > 0 ? Math.round(((cores * 1000) / (RAW_SHARE_GOAL * rawPerSecond)) * 100) / 100 : 0;
}

/** The performance goals, each checked against this run's numbers (null: the run did not measure it). */
export function checkGoals(results: BenchResults): GoalCheck[] {
  const s = results.scenarios as { bets?: BetsResult; crash?: CrashDeliveryRow[]; fanout?: FanoutRow[]; bus?: BusRow[]; pages?: PagesResult; soak?: SoakResult };
  const checks: GoalCheck[] = [];
  if (s.bets) {
    const raw = s.bets.raw[0]?.perSecond ?? 0;
    const clean = s.bets.levels.filter((level) => level.bets.failed === 0 && level.bets.latency.p99 < 50);
    const best = Math.max(0, ...clean.map((level) => level.rate));
    checks.push({ goal: 'Bets/s at p99 < 50 ms >= 0.6x raw pg', measured: `${best}/s vs ${raw} tx/s = ${ratio(best, raw)}x`, met: ratio(best, raw) >= RAW_SHARE_GOAL });
    const cashClean = betRounds(s.bets).filter((level) => level.cashouts && level.cashouts.failed === 0 && level.cashouts.latency.p99 < 50);
    const cashBest = Math.round(Math.max(0, ...cashClean.map((level) => level.cashouts?.offeredPerSecond ?? 0)));
    checks.push({ goal: 'Cash-outs/s at p99 < 50 ms >= 0.6x raw pg', measured: `${cashBest}/s vs ${raw} tx/s = ${ratio(cashBest, raw)}x`, met: ratio(cashBest, raw) >= RAW_SHARE_GOAL });
  }
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
