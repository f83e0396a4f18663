import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { cores, LOAD_GENERATOR } from '../src/lib/cpus';
import { profiles, type Profile } from '../src/profile';
import { writePerformanceDoc } from '../src/report/performance-doc';
import { runBench } from '../src/run-bench';
import type { BetsResult } from '../src/scenarios/bets';
import type { BusRow } from '../src/scenarios/bus';
import type { CrashDeliveryRow } from '../src/scenarios/crash-delivery';
import type { FanoutRow } from '../src/scenarios/fanout';
import type { PageTrialResult } from '../src/scenarios/page-trials';

/** The quick profile cut to one level per scenario, on one clock so the services start once. */
const clock = { BETTING_MS: '2000', AVIATOR_FIRST_BETTING_MS: '2000', AVIATOR_BETTING_MS: '2000', TRANSITION_MS: '500', CRASHED_PAUSE_MS: '500' };
const tiny: Profile = {
  ...profiles.quick,
  fanout: { clients: [40], seconds: 1 },
  bets: { ...profiles.quick.bets, rates: [100], players: 20, rawSeconds: 1, rawUsers: 200 },
  crash: { clients: 40, bets: [20] },
  bus: { inFlight: [4], seconds: 0.5 },
  trial: { rate: 100, pairs: 1 },
  betClock: clock,
  liveClock: clock,
};

describe('the benchmark harness', () => {
  it('runs the product and each scenario beside its baseline, audits the books and writes the table', { timeout: 240_000 }, async () => {
    const results = await runBench(
      { profile: tiny, only: ['bets', 'audience', 'crash', 'fanout', 'bus'], storages: ['non-durable'], outDir: '', writeDoc: false, pgAdminUrl: inject('pgAdminUrl'), natsUrl: inject('natsUrl') },
      () => undefined,
    );
    expect(results.errors).toEqual({});

    const bets = results.scenarios.bets as BetsResult;
    const [level] = bets.levels;
    expect(level?.bets.ok, JSON.stringify(level?.bets.failures)).toBe(20);
    expect(level?.bets.latency.count).toBe(20);
    expect(level?.cashouts?.ok, JSON.stringify(level?.cashouts?.failures)).toBe(6);
    expect(level?.cashouts?.offeredPerSecond).toBe(100);
    expect(level?.audit).toMatchObject({ ok: true, betsChecked: 20, ledgerSum: 0 });
    expect(bets.burst.cashouts).toMatchObject({ ok: 6, offeredPerSecond: 60 });
    expect(bets.burst.audit).toMatchObject({ ok: true, betsChecked: 20, ledgerSum: 0 });
    expect(bets.raw.map((raw) => raw.variant)).toEqual(['user-rows', 'user-rows+house-row']);
    for (const raw of bets.raw) expect(raw.perSecond).toBeGreaterThan(0);
    // The same bets to a bare node:http server, every one answered: the floor the gateway's CPU per bet is read against.
    expect(bets.bareHttp).toMatchObject({ calls: 20, rate: 100 });
    // And to the same server writing each bet to the raw loop's tables: a bet is answered 200 only once its row is in.
    expect(bets.floor).toMatchObject({ calls: 20, rate: 100 });
    // And through an engine and a wallet of their own over NATS (here the tests' nats-server, not measured), each one's CPU
    // measured: the batches held behind the one in flight, as bets go, and sent at once, as cash-outs go.
    for (const hopsFloor of [bets.hopsFloor, bets.hopsFloorAtOnce]) {
      expect(hopsFloor).toMatchObject({ calls: 20, rate: 100 });
      for (const hop of ['engine', 'wallet'] as const) expect(hopsFloor?.cpuMsPerCall[hop]).toBeGreaterThan(0);
    }
    expect(level?.cpuMsPerBet.gateway).toBeGreaterThan(0);
    expect(level?.cpuMsPerBet[LOAD_GENERATOR]).toBeGreaterThan(0);
    expect(level?.cpuMsPerBet.total).toBeGreaterThan(level?.cpuMsPerBet.gateway ?? 0);
    expect(level?.cpuMsPerCashout?.gateway).toBeGreaterThan(0);
    expect(level?.cpuMsPerCashout?.[LOAD_GENERATOR]).toBeGreaterThan(0);
    expect(bets.burst.cpuMsPerCashout?.total).toBeGreaterThan(bets.burst.cpuMsPerCashout?.gateway ?? 0);
    for (const raw of bets.raw) expect(raw.cpuMsPerTx[LOAD_GENERATOR]).toBeGreaterThan(0);

    // The same bets and cash-outs over the players' game-page sockets, answered and audited as over HTTP, with the
    // pages hearing both games and then only the one they play (a page trial; `transport` plays the same way).
    const audience = results.scenarios.audience as PageTrialResult;
    expect(audience.rounds.map((round) => [round.transport, round.hears])).toEqual([
      ['socket', ['crash', 'aviator']],
      ['socket', ['crash']],
    ]);
    for (const round of audience.rounds) {
      expect(round.bets.ok, JSON.stringify(round.bets.failures)).toBe(20);
      expect(round.cashouts?.ok, JSON.stringify(round.cashouts?.failures)).toBe(6);
      expect(round.audit).toMatchObject({ ok: true, betsChecked: 20, ledgerSum: 0 });
      expect(round.cpuMsPerBet.gateway).toBeGreaterThan(0);
    }

    const [crash] = results.scenarios.crash as CrashDeliveryRow[];
    expect(crash).toMatchObject({ clients: 40, betsTaken: 20, received: 40, audit: { ok: true } });
    expect(crash?.latency?.count).toBe(40);

    const [fanout] = results.scenarios.fanout as FanoutRow[];
    expect(fanout?.product).toMatchObject({ open: 40, failed: 0 });
    expect(fanout?.bare).toMatchObject({ open: 40, failed: 0 });
    expect(fanout?.product.latency?.count).toBeGreaterThan(0);
    expect(fanout?.bare.latency?.count).toBeGreaterThan(0);

    const [bus] = results.scenarios.bus as BusRow[];
    expect(bus?.product).toMatchObject({ errors: 0 });
    expect(bus?.bare).toMatchObject({ errors: 0 });
    expect(bus?.product.perSecond).toBeGreaterThan(0);
    expect(bus?.bare.perSecond).toBeGreaterThan(0);

    const doc = join(mkdtempSync(join(tmpdir(), 'pkr-bench-doc-')), 'performance.md');
    const text = readFileSync(writePerformanceDoc(results, doc, 'bench/results/test.json'), 'utf8');
    expect(text).toContain('| Zero lost, doubled or unsettled bets | 3 of 3 audits clean | yes |');
    expect(text).toContain('| 100 | 20 | 0 |');
    expect(text).toContain("| CPU per bet at 2,000 bets/s <= 1.5x the raw loop's CPU per transaction | not measured | — |");
    expect(text).toContain('\n| offered cash-outs/s | achieved/s | ');
    expect(text).toContain(`| ${level?.cashouts?.offeredPerSecond} | ${level?.cashouts?.achievedPerSecond} | ${Object.values(level?.cpuMsPerCashout ?? {})[0]} | `);
    expect(text).toContain(`| 100 | ${level?.bets.achievedPerSecond} | `);
    expect(text).toContain('## 4. Bus round trip');
    expect(text).toContain(`Watchers on this machine, core ${cores.load}.`);
  });
});
