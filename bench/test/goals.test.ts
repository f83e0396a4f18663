import { describe, expect, it } from 'vitest';
import { LOAD_GENERATOR } from '../src/lib/cpus';
import { checkGoals } from '../src/report/goals';
import type { BenchResults } from '../src/run-bench';
import type { BetLevel, BetsResult } from '../src/scenarios/bets';

interface LevelFigures {
  rate: number;
  /** CPU per bet of the product's processes, before the load generator's is added. */
  betMs: Record<string, number>;
  cashoutMs: Record<string, number>;
  p99?: number;
  refused?: number;
}

/** A level with the figures the goals read; the load generator costs 0.4 ms a unit and the total counts it. */
const level = ({ rate, betMs, cashoutMs, p99 = 20, refused = 0 }: LevelFigures) => {
  const withLoad = (ms: Record<string, number>) => {
    const own = Object.values(ms).reduce((sum, each) => sum + each, 0);
    return { ...ms, [LOAD_GENERATOR]: 0.4, total: Math.round((own + 0.4) * 100) / 100 };
  };
  return {
    rate,
    bets: { ok: 1000 - refused, failed: refused, latency: { p99 } },
    cashouts: { ok: 300, failed: 0 },
    cpuMsPerBet: withLoad(betMs),
    cpuMsPerCashout: withLoad(cashoutMs),
    audit: { ok: true },
  } as unknown as BetLevel;
};

const run = (levels: BetLevel[], rawMs = 0.31): BenchResults => ({
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: '2026-11-27T10:10:00.000Z',
  profile: 'full',
  machine: { cpus: 2, model: 'test cpu', memoryGiB: 24, node: 'v20' },
  scenarios: { bets: { levels, burst: levels[0], raw: [{ cpuMsPerTx: { postgres: 0.2, [LOAD_GENERATOR]: rawMs - 0.2, total: rawMs } }] } as unknown as BetsResult },
  errors: {},
});

const cpuGoals = (results: BenchResults) => checkGoals(results).filter((check) => /^(CPU per|Bet p99)/.test(check.goal));

describe('the goals at 2,000 bets/s', () => {
  it("sets the product's CPU per bet and per cash-out at 2,000/s, without the load generator, against the raw loop's per transaction", () => {
    const levels = [
      level({ rate: 1000, betMs: { postgres: 0.1 }, cashoutMs: { postgres: 0.1 } }),
      level({ rate: 2000, betMs: { postgres: 0.3, gateway: 0.16, wallet: 0.12, engine: 0.1, 'nats-server': 0.05 }, cashoutMs: { postgres: 0.2, gateway: 0.15, engine: 0.11 } }),
      level({ rate: 4000, betMs: { postgres: 0.1 }, cashoutMs: { postgres: 0.1 }, p99: 900 }),
    ];
    expect(cpuGoals(run(levels))).toEqual([
      { goal: "CPU per bet at 2,000 bets/s <= 1.5x the raw loop's CPU per transaction", measured: '0.73 vs 0.31 ms = 2.35x', met: false },
      { goal: "CPU per cash-out at 2,000/s <= 1.5x the raw loop's CPU per transaction", measured: '0.46 vs 0.31 ms = 1.48x', met: true },
      { goal: 'Bet p99 < 50 ms at 2,000 bets/s', measured: 'p99 20 ms, 1000 of 1000 taken', met: true },
    ]);
  });

  it('meets a CPU goal at 1.5x the raw loop and misses it above', () => {
    const at = (productMs: number) => cpuGoals(run([level({ rate: 2000, betMs: { postgres: productMs }, cashoutMs: { postgres: productMs } })], 0.4))[0];
    expect(at(0.6)).toMatchObject({ measured: '0.6 vs 0.4 ms = 1.5x', met: true });
    expect(at(0.61)).toMatchObject({ measured: '0.61 vs 0.4 ms = 1.53x', met: false });
  });

  it('misses the p99 goal at 2,000 bets/s when a bet was refused or the p99 reached 50 ms', () => {
    const p99Goal = (figures: Partial<LevelFigures>) => cpuGoals(run([level({ rate: 2000, betMs: {}, cashoutMs: {}, ...figures })]))[2];
    expect(p99Goal({ p99: 50 })).toMatchObject({ measured: 'p99 50 ms, 1000 of 1000 taken', met: false });
    expect(p99Goal({ p99: 12, refused: 3 })).toMatchObject({ measured: 'p99 12 ms, 997 of 1000 taken', met: false });
  });

  it('says "not measured" for each goal when the run did not offer 2,000 bets/s', () => {
    const levels = [level({ rate: 1000, betMs: { postgres: 0.1 }, cashoutMs: { postgres: 0.1 } }), level({ rate: 4000, betMs: { postgres: 0.1 }, cashoutMs: { postgres: 0.1 } })];
    expect(cpuGoals(run(levels)).map(({ measured, met }) => ({ measured, met }))).toEqual([
      { measured: 'not measured', met: null },
      { measured: 'not measured', met: null },
      { measured: 'not measured', met: null },
    ]);
  });

  it('says "not measured" for the cash-out CPU when no cash-out was taken at 2,000/s', () => {
    const noCashouts = { ...level({ rate: 2000, betMs: { postgres: 0.3 }, cashoutMs: {} }), cashouts: null, cpuMsPerCashout: null } as BetLevel;
    expect(cpuGoals(run([noCashouts]))[1]).toMatchObject({ measured: 'not measured', met: null });
  });
});
