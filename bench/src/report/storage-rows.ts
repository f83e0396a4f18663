import { LOAD_GENERATOR } from '../lib/cpus';
import { type Storage, storageLabels } from '../lib/storage';
import type { BenchResults } from '../run-bench';
import type { BetLevel, BetsResult } from '../scenarios/bets';

/** The offered rate at which the product's CPU per bet is held against the raw loop's CPU per transaction. */
export const CPU_GOAL_RATE = 2000;

export interface StorageRow {
  storage: string;
  offered?: number;
  productMsPerBet?: number;
  rawMsPerTx?: number;
  ratio?: number;
  betP99?: number;
  auditsClean?: string;
  error?: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The level at the goal's rate, or the highest rate the run offered when it stopped short of it. */
const levelAtGoal = (bets: BetsResult): BetLevel | undefined =>
  bets.levels.find((level) => level.rate === CPU_GOAL_RATE) ?? bets.levels.reduce<BetLevel | undefined>((top, level) => (top && top.rate > level.rate ? top : level), undefined);

/**
 * One row per storage the run measured: what a bet cost every process of the product (the services, PostgreSQL and
 * nats-server, without the load generator) at the goal's rate, against what one bet transaction of the raw `pg`
 * loop cost PostgreSQL and the loop on the same server.
 */
export function storageRows(results: BenchResults): StorageRow[] {
  const own = results.scenarios.bets as BetsResult | undefined;
  const runs: Array<{ storage: Storage; bets?: BetsResult; error?: string }> = [
    ...(own ? [{ storage: results.storage ?? 'non-durable', bets: own }] : []),
    ...(results.otherStorages ?? []),
  ];
  return runs.map(({ storage, bets, error }) => {
    const label = storageLabels[storage];
    const level = bets && levelAtGoal(bets);
    if (!bets || !level) return { storage: label, error: error ?? 'not measured' };
    const cpu = level.cpuMsPerBet;
    const productMsPerBet = round2((cpu.total ?? 0) - (cpu[LOAD_GENERATOR] ?? 0));
    const rawMsPerTx = bets.raw[0]?.cpuMsPerTx.total;
    const clean = [...bets.levels, bets.burst].filter((each) => each.audit.ok).length;
    return {
      storage: label,
      offered: level.rate,
      productMsPerBet,
      ...(rawMsPerTx ? { rawMsPerTx, ratio: round2(productMsPerBet / rawMsPerTx) } : {}),
      betP99: level.bets.latency.p99,
      auditsClean: `${clean} of ${bets.levels.length + 1}`,
    };
  });
}
