import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOAD_GENERATOR } from '../src/lib/cpus';
import { PROFILE_DOC, writePerformanceDoc, writeProfileDoc } from '../src/report/performance-doc';
import { storageRows } from '../src/report/storage-rows';
import type { BenchResults } from '../src/run-bench';
import type { BetLevel, BetsResult } from '../src/scenarios/bets';
import type { CpuProfileResult } from '../src/scenarios/cpu-profile';
import type { PagesResult } from '../src/scenarios/pages';

const wallet = (busyPercent: number, sampledMs: number, frame: string) => ({
  process: 'wallet',
  busyPercent,
  sampledMs,
  windowed: true,
  byArea: [{ area: 'pg', selfPercent: 22 }],
  top: [{ frame: 'parse|row', selfPercent: 9 }],
  productInclusive: [{ frame, totalPercent: 35 }],
});

const profile: CpuProfileResult = {
  rate: 1000,
  bets: { taken: 2000, perSecond: 827, p99: 104.9, profiles: [wallet(41, 1852, 'debitBatch')] },
  cashouts: { taken: 600, perSecond: 990, p99: 61.2, profiles: [wallet(30, 650, 'creditBatch')] },
};

const results: BenchResults = {
  startedAt: '2026-11-26T16:53:00.000Z',
  finishedAt: '2026-11-26T17:20:00.000Z',
  profile: 'full',
  machine: { cpus: 2, model: 'test cpu', memoryGiB: 24, node: 'v20' },
  scenarios: { profile },
  errors: {},
};

describe('the benchmark report', () => {
  it('writes the CPU profiles beside the raw results and only names them in the summary', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pkr-bench-doc-'));
    const summary = readFileSync(writePerformanceDoc(results, join(dir, 'performance.md'), 'bench/results/2026-11-26.json'), 'utf8');
    const profiles = readFileSync(writeProfileDoc(results, join(dir, 'bets-profile.md'), 'bench/results/2026-11-26.json')!, 'utf8');

    expect(summary).toContain(`This run's CPU profiles of the bet path are in \`${PROFILE_DOC}\`.`);
    expect(summary).not.toContain('### wallet');
    expect(profiles).toContain("## CPU profiles while one round's bets are taken (2000 bets taken at 1000/s offered, 827/s, p99 104.9 ms)");
    // 41 % of 1,852 ms over 2,000 bets; 30 % of 650 ms over 600 cash-outs.
    expect(profiles).toContain('### wallet: busy 41 % of 1852 ms, 0.38 ms a bet');
    expect(profiles).toContain('| pg | 22 |');
    expect(profiles).toContain('| `parse\\|row` | 9 |');
    expect(profiles).toContain('| `debitBatch` | 35 |');
    expect(profiles).toContain('## CPU profiles while its cash-outs are taken (600 cash-outs at 1000/s offered, 990/s, p99 61.2 ms)');
    expect(profiles).toContain('### wallet: busy 30 % of 650 ms, 0.33 ms a cash-out');
    expect(profiles).toContain('| `creditBatch` | 35 |');
  });

  it("prints each live game page's main thread in flight and in betting under the pages' table, or why it was not measured", () => {
    const pages: PagesResult = {
      chromium: '/usr/bin/chromium',
      budgetKiB: 250,
      runsPerRoute: 1,
      buildEntryJsKiB: null,
      routes: [{ route: '/crash', performance: 81, performanceRuns: [81], accessibility: 100, firstLoadJsKiB: 237, largestContentfulPaintMs: 3160, totalBlockingTimeMs: 399 }],
      flight: [
        { route: '/crash', flightSeconds: 24.4, bettingSeconds: 10, flightBusyMsPerS: 682, bettingBusyMsPerS: 292, flightScriptMsPerS: 225 },
        { route: '/aviator', flightSeconds: 0, bettingSeconds: 0, flightBusyMsPerS: 0, bettingBusyMsPerS: 0, flightScriptMsPerS: 0, error: 'page.goto: net::ERR_CONNECTION_REFUSED' },
      ],
    };
    const dir = mkdtempSync(join(tmpdir(), 'pkr-bench-doc-'));
    const summary = readFileSync(writePerformanceDoc({ ...results, scenarios: { pages } }, join(dir, 'performance.md'), 'x.json'), 'utf8');

    expect(summary).toContain('| route | flight: busy ms/s | flight: script ms/s | betting: busy ms/s | seconds traced (flight, betting) |');
    expect(summary).toContain('| /crash | 682 | 225 | 292 | 24.4, 10 |');
    expect(summary).toContain('| /aviator | page.goto: net::ERR_CONNECTION_REFUSED |');
  });

  it('writes no profile page for a run without the profile scenario', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pkr-bench-doc-'));
    expect(writeProfileDoc({ ...results, scenarios: {} }, join(dir, 'bets-profile.md'), 'x.json')).toBeUndefined();
  });

  it('sets the product\'s CPU per bet at 2,000 bets/s against the raw loop\'s per transaction, a row for each storage', () => {
    /** The figures the storage rows read of a bets run; the rest of a level does not enter them. */
    const betsWith = (productMs: number, cashoutMs: number, rawMs: number, p99: number) => {
      const perUnit = (ms: number) => ({ postgres: ms - 0.2, gateway: 0.2, 'load generator': 0.1, total: ms + 0.1 });
      const level = (rate: number) => ({ rate, bets: { latency: { p99 } }, cpuMsPerBet: perUnit(productMs), cpuMsPerCashout: perUnit(cashoutMs), audit: { ok: true } }) as unknown as BetLevel;
      return { levels: [level(1000), level(2000)], burst: level(1000), raw: [{ cpuMsPerTx: { total: rawMs } }] } as unknown as BetsResult;
    };
    // The floors beside it: every process a floor ran counts, the generator does not.
    const floor = (cpuMsPerCall: Record<string, number>) => ({ calls: 2000, rate: 2000, cpuMsPerCall: { ...cpuMsPerCall, 'load generator': 0.2 }, latency: { p50: 1, p99: 2 } });
    const durable = {
      ...betsWith(0.9, 0.54, 0.45, 31),
      floor: floor({ server: 0.14, postgres: 0.22 }),
      hopsFloor: floor({ server: 0.12, postgres: 0.13, engine: 0.11, wallet: 0.07, 'nats-server': 0.05 }),
      hopsFloorAtOnce: floor({ server: 0.2, postgres: 0.25, engine: 0.15, wallet: 0.1, 'nats-server': 0.06 }),
    } as BetsResult;
    const both: BenchResults = { ...results, storage: 'durable', scenarios: { bets: durable }, otherStorages: [{ storage: 'non-durable', bets: betsWith(0.73, 0.6, 0.3, 22) }] };
    expect(storageRows(both)).toEqual([
      {
        storage: 'durable (fsync, synchronous_commit and full_page_writes on)', offered: 2000, productMsPerBet: 0.9, rawMsPerTx: 0.45, ratio: 2, productMsPerCashout: 0.54, cashoutRatio: 1.2, betP99: 31, auditsClean: '3 of 3',
        floors: { oneProcess: 0.36, hops: 0.48, hopsAtOnce: 0.76 },
      },
      { storage: 'non-durable (fsync, synchronous_commit and full_page_writes off)', offered: 2000, productMsPerBet: 0.73, rawMsPerTx: 0.3, ratio: 2.43, productMsPerCashout: 0.6, cashoutRatio: 2, betP99: 22, auditsClean: '3 of 3' },
    ]);

    const dir = mkdtempSync(join(tmpdir(), 'pkr-bench-doc-'));
    const floorsRun: BenchResults = { ...both, scenarios: {}, otherStorages: [{ storage: 'durable', bets: durable }, { storage: 'non-durable', bets: betsWith(0.73, 0.6, 0.3, 22) }] };
    const measured = readFileSync(writePerformanceDoc(floorsRun, join(dir, 'floors.md'), 'x.json'), 'utf8');
    expect(measured).toContain(
      '| durable (fsync, synchronous_commit and full_page_writes on) | 0.45 | 0.36 (0.8x) | 0.48 (1.07x) | 0.9 (2x) | 0.76 (1.69x) | 0.54 (1.2x) |',
    );
    expect(measured).not.toContain('| non-durable (fsync, synchronous_commit and full_page_writes off) | 0.3 |');

    const failedRow: BenchResults = { ...both, machine: { ...results.machine, loadAverage: 0.42 }, scenarios: {}, otherStorages: [{ storage: 'non-durable', error: 'PostgreSQL did not start' }] };
    const summary = readFileSync(writePerformanceDoc(failedRow, join(dir, 'performance.md'), 'x.json'), 'utf8');
    expect(summary).toContain('load average 0.42 at the start. Every scenario ran on durable (fsync, synchronous_commit and full_page_writes on) storage');
    expect(summary).toContain('| non-durable (fsync, synchronous_commit and full_page_writes off) | PostgreSQL did not start |');
  });

  it('prints each process\'s CPU per cash-out beside its CPU per bet, a row for every round that cashed out', () => {
    const level = (rate: number, cashoutsPerSecond: number | null) => ({
      rate,
      bets: { ok: 100, failed: 0, achievedPerSecond: rate - 1, latency: { p50: 1, p99: 2, max: 3 } },
      cashouts: cashoutsPerSecond === null ? null : { ok: 30, failed: 0, offeredPerSecond: cashoutsPerSecond, achievedPerSecond: cashoutsPerSecond - 2, latency: { p50: 1, p99: 2, max: 3 } },
      perBet: { commits: { auth: 0, wallet: 0.1, game: 0.1 }, natsMessages: 5.6 },
      cpuWhileBetting: { gateway: 40, [LOAD_GENERATOR]: 10 },
      cpuMsPerBet: { gateway: 0.16, [LOAD_GENERATOR]: 0.05, total: 0.21 },
      cpuMsPerCashout: cashoutsPerSecond === null ? null : { gateway: 0.14, [LOAD_GENERATOR]: 0.04, total: 0.18 },
      audit: { ok: true },
    }) as unknown as BetLevel;
    const bets = { levels: [level(1000, 1000), level(2000, null)], burst: level(1000, 300), raw: [] } as unknown as BetsResult;
    const dir = mkdtempSync(join(tmpdir(), 'pkr-bench-doc-'));
    const summary = readFileSync(writePerformanceDoc({ ...results, scenarios: { bets } }, join(dir, 'performance.md'), 'x.json'), 'utf8');

    expect(summary).toContain('| offered bets/s | achieved/s | gateway ms | load generator ms | total ms |');
    expect(summary).toContain('| 2000 | 1999 | 0.16 | 0.05 | 0.21 |');
    expect(summary).toContain('| offered cash-outs/s | achieved/s | gateway ms | load generator ms | total ms |\n| --- | --- | --- | --- | --- |\n| 1000 | 998 | 0.14 | 0.04 | 0.18 |\n| 300 | 298 | 0.14 | 0.04 | 0.18 |\n\n');
  });
});
