import { isTwoDecimalAmount, limits } from '@pkr/contracts';
import { baseConfigSchema, booleanFlag, databaseConfigSchema, loadConfig, poolSizeSetting } from '@pkr/platform';
import { z } from 'zod';

// An empty variable (as a Makefile or compose file may pass) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const settingsShape = {
  /** Admin-set crash points are a demo and testing feature, off unless switched on. */
  GAME_CONTROL_ENABLED: booleanFlag.default(false),
  HOUSE_EDGE_PERCENT: z.coerce.number().min(0).max(99).refine(isTwoDecimalAmount, 'At most two decimals').default(1),
  /** The landing page promises "win up to 6.00x". Each round stores its cap beside its crash point, in the same range. */
  MAX_MULTIPLIER: z.coerce.number().min(1).max(limits.crashPointMax).refine(isTwoDecimalAmount, 'At most two decimals').default(6),
  /**
   * The most a round pays out, in whole PKR: when the open bets would be paid this much at the multiplier reached,
   * every one of them is cashed out there (docs/decisions.md, Round payout cap).
   */
  ROUND_MAX_PAYOUT_PKR: z.coerce.number().int().min(limits.betMaxPkr).max(1_000_000_000).default(5_000_000),
  BETTING_MS: milliseconds(5_000),
  AVIATOR_FIRST_BETTING_MS: milliseconds(5_000),
  AVIATOR_BETTING_MS: milliseconds(7_000),
  /** The last part of the betting phase, shown as 'transition'. */
  TRANSITION_MS: z.coerce.number().int().min(0).default(2_000),
  CRASHED_PAUSE_MS: z.coerce.number().int().min(0).default(3_000),
  TICK_MS: milliseconds(100),
  /** How often a standby tries to take over a game type's clock. */
  LEADER_POLL_MS: milliseconds(1_000),
  /**
   * Batches of bets, wins and payouts written at once; what arrives meanwhile gathers into the next. One: a
   * wallet batch's round trips (three when this was measured, two now) are short enough that the wins arriving
   * meanwhile make one larger batch cheaper than two smaller ones (bench/results/bet-path.md, 2026-11-29 18:06).
   */
  MONEY_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(16).default(1),
  /** The most bets, wins or payouts one batch takes (one statement, one wallet call). */
  MONEY_BATCH_MAX: z.coerce.number().int().min(1).max(2_000).default(500),
  FAIRNESS_CHAIN_LENGTH: z.coerce.number().int().min(2).max(100_000_000).default(1_000_000),
  /**
   * How a new chain is seeded (docs/fairness.md): 'one-step' fixes its salt with the terminating hash; 'two-phase'
   * publishes the terminating hash alone, and the game opens no rounds until a later start brings FAIRNESS_SALT.
   */
  FAIRNESS_CEREMONY: z.enum(['one-step', 'two-phase']).default('one-step'),
  /**
   * Begins a new chain, from the next round, when HOUSE_EDGE_PERCENT or MAX_MULTIPLIER differ from the live chain's
   * rules; without it such an engine refuses to start (docs/fairness.md, New odds, new chain).
   */
  FAIRNESS_NEW_CHAIN: booleanFlag.default(false),
  /** Taken by a chain that has no salt yet; once stored, a salt never changes. */
  FAIRNESS_SALT: optional(z.string().min(1).max(200)),
  /** Connections for the rounds' writes and the shared reads; each batch of bets holds one for its transaction. */
  DATABASE_POOL_SIZE: poolSizeSetting(10),
};

/** What the engine itself needs, whichever way it runs. */
export const gameSettingsSchema = z.object(settingsShape);
export type GameSettings = z.output<typeof gameSettingsSchema>;

/** The environment of the game-engine process when it runs on its own. */
export const gameConfigSchema = baseConfigSchema.extend(databaseConfigSchema.shape).extend(settingsShape);
export type GameConfig = z.output<typeof gameConfigSchema>;

export const loadGameConfig = (env: NodeJS.ProcessEnv): GameConfig => loadConfig(gameConfigSchema, env);
