import type { ResolvedSession } from '@pkr/contracts';
import { betInputSchema, cashoutInputSchema } from '../bet-input';
import type { EngineMoneyCalls } from '../clients/engine-money-calls';
import { cashout, placeBet } from '../clients/game';
import { parseInput } from '../validation';

/** Checks a money call's body and asks the game engine to carry it out for the session's player. */
export type AskGame = (engine: EngineMoneyCalls, session: ResolvedSession, body: unknown, idempotencyKey: string | undefined) => Promise<unknown>;

/**
 * The two calls that move a player's money in a round, by their path under `/api`. The game routes serve them, and
 * so does the fast path beside the server.
 */
export const moneyCalls: Record<'/bet' | '/cashout', AskGame> = {
  '/bet': (engine, session, body, key) => placeBet(engine, session, parseInput(betInputSchema, body), key),
  '/cashout': (engine, session, body, key) => cashout(engine, session, parseInput(cashoutInputSchema, body), key),
};
