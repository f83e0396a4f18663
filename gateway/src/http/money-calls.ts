import type { ResolvedSession } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { betInputSchema, cashoutInputSchema } from '../bet-input';
import { cashout, placeBet } from '../clients/game';
import { parseInput } from '../validation';

/** Checks a money call's body and asks the game engine to carry it out for the session's player. */
export type AskGame = (client: BusClient, session: ResolvedSession, body: unknown, idempotencyKey: string | undefined) => Promise<unknown>;

/**
 * The two calls that move a player's money in a round, by their path under `/api`. The game routes serve them, and
 * so does the fast path beside the server.
 */
export const moneyCalls: Record<'/bet' | '/cashout', AskGame> = {
  '/bet': (client, session, body, key) => placeBet(client, session, parseInput(betInputSchema, body), key),
  '/cashout': (client, session, body, key) => cashout(client, session, parseInput(cashoutInputSchema, body), key),
};
