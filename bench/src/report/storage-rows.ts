import { type Storage, storageLabels } from '../lib/storage';
import type { BenchResults } from '../run-bench';
import type { BetLevel, BetsResult } from '../scenarios/bets';
import { levelAtGoalRate, productMs, rawMsPerTx, timesRaw } from './cpu-goal';

export interface StorageRow {
  storage: string;
  offered?: number;
  productMsPerBet?: number;
  rawMsPerTx?: number;
  ratio?: number;
  productMsPerCashout?: number;
  cashoutRatio?: number;
  betP99?: number;
  auditsClean?: string;
  error?: string;
}

/** The level at the goal's rate, or the highest rate the run offered when it stopped short of it. */
const levelAtGoal = (bets: BetsResult): BetLevel | undefined =>
  levelAtGoalRate(bets) ?? bets.levels.reduce<BetLevel | undefined>((top, level) => (top && top.rate > level.rate ? top : level), undefined);

/**
 * One row per storage the run measured: what a bet and a cash-out cost every process of the product (the services,
 * PostgreSQL and nats-server, without the load generator) at the goal's rate, against what one bet transaction of
 * the raw `pg` loop cost PostgreSQL and the loop on the same server.
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
    const productMsPerBet = productMs(level.cpuMsPerBet);
    const productMsPerCashout = level.cpuMsPerCashout ? productMs(level.cpuMsPerCashout) : undefined;
    const raw = rawMsPerTx(bets);
    const clean = [...bets.levels, bets.burst].filter((each) => each.audit.ok).length;
    return {
      storage: label,
      offered: level.rate,
      productMsPerBet,
      ...(raw ? { rawMsPerTx: raw, ratio: timesRaw(productMsPerBet, raw) } : {}),
      ...(productMsPerCashout === undefined ? {} : { productMsPerCashout, ...(raw ? { cashoutRatio: timesRaw(productMsPerCashout, raw) } : {}) }),
      betP99: level.bets.latency.p99,
      auditsClean: `${clean} of ${bets.levels.length + 1}`,
    };
  });
}
