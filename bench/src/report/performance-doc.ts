import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { LOAD_GENERATOR } from '../lib/cpus';
import { storageLabels } from '../lib/storage';
import type { LatencySummary } from '../lib/latency';
import type { BenchResults } from '../run-bench';
import { type BetsResult, betRounds } from '../scenarios/bets';
import type { BusRow } from '../scenarios/bus';
import type { CpuProfileResult, ProfiledCalls } from '../scenarios/cpu-profile';
import type { CrashDeliveryRow } from '../scenarios/crash-delivery';
import type { FanoutRow } from '../scenarios/fanout';
import type { PagesResult } from '../scenarios/pages';
import type { SoakResult } from '../scenarios/soak';
import { CPU_GOAL_RATE, timesRaw } from './cpu-goal';
import { checkGoals } from './goals';
import { type StorageRow, storageRows } from './storage-rows';

/** Everything below this line in docs/performance.md is written by hand and kept when the tables are redone. */
export const NOTES_MARKER = '<!-- notes: kept when the bench rewrites the tables above -->';

/** Where the profile scenario's tables go, beside the raw results: too long for the summary a reader finishes. */
export const PROFILE_DOC = 'bench/results/bets-profile.md';

const table = (head: string[], rows: Array<Array<string | number>>) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const ms = (latency?: LatencySummary) => (latency ? `${latency.p50} / ${latency.p99} / ${latency.max}` : '—');
const times = (ratio?: number) => (ratio === undefined ? '—' : `${ratio}x`);
const x = (a?: number, b?: number) => (a !== undefined && b ? `${Math.round((a / b) * 100) / 100}x` : '—');
/** Where a scenario's watchers ran, once for each place named. */
const watchersOn = (places: string[]) => {
  const named = [...new Set(places)];
  return named.length ? [`Watchers on ${named.join('; ')}.`] : [];
};

function sections(results: BenchResults): string[] {
  const s = results.scenarios as {
    fanout?: FanoutRow[]; bets?: BetsResult; crash?: CrashDeliveryRow[]; bus?: BusRow[]; soak?: SoakResult; pages?: PagesResult;
  };
  const out: string[] = [];
  if (s.fanout) {
    out.push('## 1. Tick fan-out (ms from the engine computing a tick to the watcher receiving it: p50 / p99 / max)');
    out.push(table(['clients', 'product', 'bare ws', 'p99 ratio', 'ticks delivered'], s.fanout.map((row) => [
      row.clients, row.product.error ?? ms(row.product.latency), row.bare.error ?? ms(row.bare.latency), x(row.product.latency?.p99, row.bare.latency?.p99), row.product.delivered ?? '—',
    ])));
    out.push(...watchersOn(s.fanout.flatMap((row) => [row.product.watchersOn, row.bare.watchersOn])));
  }
  if (s.bets) {
    const shown = betRounds(s.bets);
    out.push('## 2. Bets through the gateway at a constant rate, then 30 % cash out at the same rate; in the last round, within 100 ms (latency from the due moment, ms: p50 / p99 / max)');
    out.push(table(['offered bets/s', 'taken', 'refused', 'achieved/s', 'bet latency', 'offered cash-outs/s', 'cash-outs (ok/all)', 'cash-out latency', 'audit'], shown.map((level) => [
      level.rate, level.bets.ok, level.bets.failed, level.bets.achievedPerSecond, ms(level.bets.latency), level.cashouts ? Math.round(level.cashouts.offeredPerSecond) : '—',
      level.cashouts ? `${level.cashouts.ok}/${level.cashouts.ok + level.cashouts.failed}` : '—', ms(level.cashouts?.latency), level.audit.ok ? 'clean' : `FAILED ${JSON.stringify(level.audit)}`,
    ])));
    const names = Object.keys(s.bets.levels[0]?.cpuWhileBetting ?? {});
    out.push(table(['offered bets/s', 'commits per bet: auth / wallet / engine', 'NATS messages per bet', ...names.map((name) => `CPU % ${name}`)], s.bets.levels.map((level) => [
      level.rate, `${level.perBet.commits.auth} / ${level.perBet.commits.wallet} / ${level.perBet.commits.game}`, level.perBet.natsMessages ?? '—',
      ...names.map((name) => level.cpuWhileBetting[name] ?? '—'),
    ])));
    out.push(table(['raw pg bet transaction', 'in flight', 'tx/s', 'p50 / p99 / max ms', 'CPU ms per tx: PostgreSQL / the loop'], s.bets.raw.map((raw) => [
      raw.variant, raw.inFlight, raw.perSecond, `${raw.latency.p50} / ${raw.latency.p99} / ${raw.latency.max}`, `${raw.cpuMsPerTx?.postgres ?? '—'} / ${raw.cpuMsPerTx?.[LOAD_GENERATOR] ?? '—'}`,
    ])));
    const baselines = [
      ['a bare node:http server', s.bets.bareHttp],
      ['the same server writing the bets to PostgreSQL, one batch in flight, a batch in one statement', s.bets.floor],
      ['the same server sending its batches over NATS to an engine, one in flight, whose wallet writes a batch in one statement before the engine records it in its own', s.bets.hopsFloor],
      ['the same, each turn\'s batch sent at once whatever is in flight, as the product sends its cash-outs', s.bets.hopsFloorAtOnce],
    ] as const;
    const bareRows = baselines.flatMap(([server, bare]) => {
      if (!bare) return [];
      const cpu = bare.cpuMsPerCall;
      const hops = cpu.engine === undefined ? '—' : `${cpu.engine} / ${cpu.wallet ?? '—'} / ${cpu['nats-server'] ?? '—'}`;
      return [[server, bare.calls, bare.rate, `${bare.latency.p50} / ${bare.latency.p99}`, `${cpu.server} / ${hops} / ${cpu.postgres ?? '—'} / ${cpu[LOAD_GENERATOR]}`]];
    });
    if (bareRows.length > 0) out.push(table(['bets sent to', 'bets taken', 'offered/s', 'p50 / p99 ms', 'CPU ms per call: the server / its engine / wallet / nats-server / PostgreSQL / the generator'], bareRows));
    out.push(...cpuPerUnit(s.bets));
  }
  out.push(...byStorage(results));
  if (s.crash) {
    out.push('## 3. Crash delivery (ms from the crash point\'s moment to each watcher\'s game_crash: p50 / p99 / last)');
    out.push(table(['clients', 'bets asked', 'bets taken', 'delivery', 'received', 'audit'], s.crash.map((row) => [
      row.clients, row.bets, row.betsTaken, row.error ?? ms(row.latency), row.received ?? '—', row.audit ? (row.audit.ok ? 'clean' : 'FAILED') : '—',
    ])));
    out.push(...watchersOn(s.crash.map((row) => row.watchersOn)));
  }
  if (s.bus) {
    out.push('## 4. Bus round trip (closed loop, ms: p50 / p99 / max)');
    out.push(table(['in flight', 'product bus', 'req/s', 'bare NATS echo', 'req/s', 'p50 ratio'], s.bus.map((row) => [
      row.inFlight, ms(row.product.latency), row.product.perSecond, ms(row.bare.latency), row.bare.perSecond, x(row.product.latency.p50, row.bare.latency.p50),
    ])));
  }
  if (s.soak) {
    const clean = s.soak.rounds.filter((round) => round.auditOk).length;
    out.push(`## 5. Soak: ${s.soak.seconds} s, ${s.soak.bettors} bettors, ${s.soak.rounds.length} rounds, ${clean} audits clean`);
    const p99s = s.soak.rounds.map((round) => round.betP99);
    out.push(`Bet p99 first round ${p99s[0] ?? '—'} ms, last round ${p99s.at(-1) ?? '—'} ms, worst ${Math.max(0, ...p99s)} ms.`);
    out.push(table(['process', 'RSS first → last fifth (MiB)', 'heap first → last (MiB)', 'loop delay p99 first → last (ms)', 'loop delay max (ms)'], s.soak.processes.map((p) => [
      p.name, `${p.rssFirstMiB} → ${p.rssLastMiB}`, `${p.heapFirstMiB} → ${p.heapLastMiB}`, `${p.loopP99FirstMs} → ${p.loopP99LastMs}`, p.loopMaxMs,
    ])));
  }
  if (s.pages) {
    const entry = s.pages.buildEntryJsKiB;
    out.push(`## 6. Pages on a phone (Lighthouse mobile emulation, ${s.pages.chromium}; first-load JS budget ${s.pages.budgetKiB} KiB)`);
    if (entry) out.push(`The built entry script and its preloads: ${entry.raw} KiB, ${entry.gzip} KiB gzipped.`);
    out.push(`Each route loaded ${s.pages.runsPerRoute} times; the row is Lighthouse's median run (nearest the median first paint and interactive time) of those it finished, every run's performance score beside it.`);
    out.push(table(['route', 'performance', 'every run', 'accessibility', 'first-load JS (KiB on the wire)', 'LCP ms', 'TBT ms'], s.pages.routes.map((row) =>
      row.error ? [row.route, row.error, '', '', '', '', ''] : [row.route, row.performance ?? '—', [...(row.performanceRuns ?? []), ...(row.failedRuns ?? []).map((code) => `failed (${code})`)].join(', ') || '—', row.accessibility ?? '—', `${row.firstLoadJsKiB}${(row.firstLoadJsKiB ?? 0) > s.pages!.budgetKiB ? ' (over)' : ''}`, row.largestContentfulPaintMs ?? '—', row.totalBlockingTimeMs ?? '—'],
    )));
    if (s.pages.flight?.length) {
      out.push('A logged-in player on each live game page at the same 4x CPU slow-down, traced while rounds ran: the main thread\'s busy time (script, style, layout, paint) in ms per second of each phase, and the script alone in flight.');
      out.push(table(['route', 'flight: busy ms/s', 'flight: script ms/s', 'betting: busy ms/s', 'seconds traced (flight, betting)'], s.pages.flight.map((row) =>
        row.error ? [row.route, row.error, '', '', ''] : [row.route, row.flightBusyMsPerS, row.flightScriptMsPerS, row.bettingBusyMsPerS, `${row.flightSeconds}, ${row.bettingSeconds}`],
      )));
    }
  }
  return out;
}

/** What each bet and each cash-out cost every process at each rate. */
function cpuPerUnit(bets: BetsResult): string[] {
  const names = Object.keys(bets.levels[0]?.cpuMsPerBet ?? {});
  if (names.length === 0) return [];
  const perProcess = (perUnit: Record<string, number> | null | undefined) => names.map((name) => perUnit?.[name] ?? '—');
  const cashed = betRounds(bets).flatMap((level) => (level.cashouts && level.cpuMsPerCashout ? [{ cashouts: level.cashouts, cpu: level.cpuMsPerCashout }] : []));
  const head = names.map((name) => `${name} ms`);
  return [
    'CPU per bet taken while the bets were taken, and per cash-out taken while the cash-outs were taken, in ms of one core (the load generator is the bench\'s own process).',
    table(['offered bets/s', 'achieved/s', ...head], bets.levels.map((level) => [level.rate, level.bets.achievedPerSecond, ...perProcess(level.cpuMsPerBet)])),
    ...(cashed.length ? [table(['offered cash-outs/s', 'achieved/s', ...head], cashed.map(({ cashouts, cpu }) => [Math.round(cashouts.offeredPerSecond), cashouts.achievedPerSecond, ...perProcess(cpu)]))] : []),
  ];
}

/** The product's CPU per bet against the raw loop's per transaction, a row for each storage the run measured. */
function byStorage(results: BenchResults): string[] {
  const rows = storageRows(results);
  if (rows.length === 0) return [];
  return [
    `CPU per bet and per cash-out by storage, in ms of one core: the product (every service, PostgreSQL and nats-server) at ${CPU_GOAL_RATE} bets/s offered and as many cash-outs/s, against one transaction of the raw \`pg\` loop on the same server (PostgreSQL and the loop); each storage is a PostgreSQL of its own, the raw loop on it.`,
    table(['storage', 'offered bets/s', 'product ms per bet', 'raw loop ms per tx', 'ratio', 'product ms per cash-out', 'cash-out ratio', 'bet p99 ms', 'audits clean'], rows.map((row) =>
      row.error
        ? [row.storage, row.error, '', '', '', '', '', '', '']
        : [row.storage, row.offered ?? '—', row.productMsPerBet ?? '—', row.rawMsPerTx ?? '—', times(row.ratio), row.productMsPerCashout ?? '—', times(row.cashoutRatio), row.betP99 ?? '—', row.auditsClean ?? '—'],
    )),
    ...floorsTable(rows),
  ];
}

/** The same runs' floors beside the product, each as a multiple of the raw loop's transaction. */
function floorsTable(rows: StorageRow[]): string[] {
  const measured = rows.filter((row) => row.floors);
  if (measured.length === 0) return [];
  const withRatio = (ms: number | undefined, raw: number | undefined) => (ms === undefined ? '—' : raw ? `${ms} (${timesRaw(ms, raw)}x)` : `${ms}`);
  return [
    'The least a bet costs on this stack, measured beside the product in the same run at the goal\'s rate, in ms of CPU a bet (every process but the generator) and as a multiple of the raw loop\'s transaction: a bare `node:http` server writing the bets to PostgreSQL itself; the same server sending them through an engine and a wallet of their own over NATS that do nothing but one statement each, its batches held behind the one in flight as the product holds its bets, then sent at once as the product sends its cash-outs. What the product spends over the floor of its shape is its own work.',
    table(['storage', 'raw loop ms per tx', 'one process, held', 'through the hops, held', 'the product\'s bet', 'through the hops, sent at once', 'the product\'s cash-out'], measured.map((row) => [
      row.storage, row.rawMsPerTx ?? '—', withRatio(row.floors?.oneProcess, row.rawMsPerTx), withRatio(row.floors?.hops, row.rawMsPerTx), withRatio(row.productMsPerBet, row.rawMsPerTx),
      withRatio(row.floors?.hopsAtOnce, row.rawMsPerTx), withRatio(row.productMsPerCashout, row.rawMsPerTx),
    ])),
  ];
}

/** Writes docs/performance.md: this run's goals and tables, then the hand-written notes that were there. */
export function writePerformanceDoc(results: BenchResults, path: string, resultsFile: string): string {
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const notes = previous.includes(NOTES_MARKER) ? previous.slice(previous.indexOf(NOTES_MARKER)) : `${NOTES_MARKER}\n`;
  const goals = checkGoals(results);
  const errors = Object.entries(results.errors).map(([name, error]) => `- ${name}: ${error}`);
  const text = [
    '# Performance',
    `Written by \`make bench\` (${results.profile}) on ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC: ${results.machine.cpus} × ${results.machine.model}, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}${results.machine.loadAverage === undefined ? '' : `, load average ${results.machine.loadAverage} at the start`}. Every scenario ran on ${storageLabels[results.storage ?? 'non-durable']} storage, beside its baseline in the same run; the raw numbers are in \`${resultsFile}\`.`,
    '## Goals',
    table(['goal', 'measured', 'met'], goals.map((goal) => [goal.goal, goal.measured, goal.met === null ? '—' : goal.met ? 'yes' : 'no'])),
    ...(errors.length ? ['Scenarios that failed:', errors.join('\n')] : []),
    ...sections(results),
    ...(results.scenarios.profile ? [`This run's CPU profiles of the bet path are in \`${PROFILE_DOC}\`.`] : []),
    notes,
  ];
  writeFileSync(path, `${text.join('\n\n').trimEnd()}\n`);
  return path;
}


/**
 * Writes the CPU profiles of the bet path, each process's busy share cut to the window the round's bets were
 * taken, then to the window its cash-outs were.
 */
export function writeProfileDoc(results: BenchResults, path: string, resultsFile: string): string | undefined {
  const profile = results.scenarios.profile as CpuProfileResult | undefined;
  if (!profile) return undefined;
  const out = [
    '# CPU profiles of the bet path',
    `Written by \`make bench\` (${results.profile}) on ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC; the raw numbers are in \`${resultsFile}\`. ` +
      'Each product process ran under `--cpu-prof`, and each profile is cut twice: to the time the round\'s bets were taken, from the opening of ' +
      'betting to the last answer, and to the time its cash-outs were, from the start of the flight to the last answer. "Busy" is the share of ' +
      'that window a process spent on the CPU, and the ms a call is that busy time over the calls taken (the profiler adds its own cost to it). ' +
      '"Where" sums self time by package, "top frames" are the functions that spent it, and "product functions" count what each one calls as ' +
      'well. What they say is summed up under "Where the time goes" in `docs/performance.md`; earlier profiles are in the dated sections of ' +
      '`bench/results/bet-path.md` and `bench/results/full-runs.md`.',
    ...profiledCalls(`## CPU profiles while one round's bets are taken (${profile.bets.taken} bets taken at ${profile.rate}/s offered, ${profile.bets.perSecond}/s, p99 ${profile.bets.p99} ms)`, 'bet', profile.bets),
    ...(profile.cashouts
      ? profiledCalls(`## CPU profiles while its cash-outs are taken (${profile.cashouts.taken} cash-outs at ${profile.rate}/s offered, ${profile.cashouts.perSecond}/s, p99 ${profile.cashouts.p99} ms)`, 'cash-out', profile.cashouts)
      : []),
  ];
  writeFileSync(path, `${out.join('\n\n').trimEnd()}\n`);
  return path;
}

function profiledCalls(heading: string, call: string, calls: ProfiledCalls): string[] {
  const out = [heading];
  for (const each of calls.profiles) {
    const msPerCall = Math.round(((each.busyPercent / 100) * each.sampledMs * 100) / Math.max(1, calls.taken)) / 100;
    out.push(`### ${each.process}: busy ${each.busyPercent} % of ${each.sampledMs} ms, ${msPerCall} ms a ${call}${each.windowed ? '' : ' (whole process life)'}`);
    out.push(table(['where (self time)', '% of busy'], each.byArea.slice(0, 6).map((area) => [area.area, area.selfPercent])));
    out.push(table(['top frames (self time)', '% of busy'], each.top.slice(0, 8).map((frame) => [`\`${frame.frame.replace(/\|/g, '\\|')}\``, frame.selfPercent])));
    out.push(table(['product functions (with what they call)', '% of busy'], each.productInclusive.slice(0, 8).map((frame) => [`\`${frame.frame}\``, frame.totalPercent])));
  }
  return out;
}
