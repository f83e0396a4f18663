import { LOAD_GENERATOR } from '../lib/cpus';
import { type Storage, storageLabels } from '../lib/storage';
import type { BenchResults } from '../run-bench';
import type { BareHttpResult } from '../scenarios/bare-http';
import type { BetLevel, BetsResult } from '../scenarios/bets';
import { levelAtGoalRate, productMs, rawMsPerTx, round2, timesRaw } from './cpu-goal';

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
  /** The floors measured beside the product in the same run, in ms of CPU a bet (`floorsOf`). */
  floors?: Floors;
  error?: string;
}

/**
 * The least a bet costs on this stack in the product's shapes: one process writing the bets to PostgreSQL, its
 * batches held behind the one in flight; the same through an engine and a wallet of their own over NATS, held as
 * the product's bets are; and through them sent at once, as the product's cash-outs are.
 */
export interface Floors {
  oneProcess?: number;
  hops?: number;
  hopsAtOnce?: number;
}

/** A floor's CPU a call: every process it ran (its server, PostgreSQL, its engine, wallet and nats-server), not the generator. */
const floorMs = (floor: BareHttpResult | undefined): number | undefined =>
  floor && round2(Object.entries(floor.cpuMsPerCall).reduce((sum, [name, ms]) => (name === LOAD_GENERATOR ? sum : sum + (ms ?? 0)), 0));

/** The floors the run measured; none when it measured no floor. */
function floorsOf(bets: BetsResult): Floors | undefined {
  const floors: Floors = { oneProcess: floorMs(bets.floor), hops: floorMs(bets.hopsFloor), hopsAtOnce: floorMs(bets.hopsFloorAtOnce) };
  return Object.values(floors).some((ms) => ms !== undefined) ? floors : undefined;
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
    const floors = floorsOf(bets);
    return {
      storage: label,
      offered: level.rate,
      productMsPerBet,
      ...(raw ? { rawMsPerTx: raw, ratio: timesRaw(productMsPerBet, raw) } : {}),
      ...(productMsPerCashout === undefined ? {} : { productMsPerCashout, ...(raw ? { cashoutRatio: timesRaw(productMsPerCashout, raw) } : {}) }),
      betP99: level.bets.latency.p99,
      auditsClean: `${clean} of ${bets.levels.length + 1}`,
      ...(floors ? { floors } : {}),
    };
  });
}
