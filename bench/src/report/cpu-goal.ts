import { LOAD_GENERATOR } from '../lib/cpus';
import { type BetLevel, type BetsResult, CPU_GOAL_RATE } from '../scenarios/bets';

export { CPU_GOAL_RATE } from '../scenarios/bets';

/** How many times the raw loop's CPU per transaction a bet or a cash-out may cost the product at the goal's rate. */
export const CPU_GOAL_RATIO = 1.5;

/** A figure in ms to two decimals, as the report prints them. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The level the run offered at the goal's rate; none when the run offered other rates only. */
export const levelAtGoalRate = (bets: BetsResult): BetLevel | undefined => bets.levels.find((level) => level.rate === CPU_GOAL_RATE);

/**
 * The product's CPU per unit of work, in ms of one core: every service's, PostgreSQL's and nats-server's, which
 * is the total without the load generator's, since the bench's own process stands in for the players.
 */
export const productMs = (perUnit: Record<string, number>): number => round2((perUnit.total ?? 0) - (perUnit[LOAD_GENERATOR] ?? 0));

/** What one transaction of the raw `pg` loop cost PostgreSQL and the loop, when the run measured it. */
export const rawMsPerTx = (bets: BetsResult): number | undefined => bets.raw[0]?.cpuMsPerTx?.total || undefined;

/** The product's CPU as a multiple of the raw loop's, to two decimals. */
export const timesRaw = (product: number, raw: number): number => round2(product / raw);
