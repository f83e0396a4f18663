import { gameTypeSchema, type ResolvedSession } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { Router } from 'express';
import { betInputSchema, cancelInputSchema, cashoutInputSchema } from '../../bet-input';
import { cancelBet, cashout, gameState, placeBet } from '../../clients/game';
import { parseInput, parsePathParam } from '../../validation';
import { idempotencyKeyOf } from '../idempotency-key';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

/** Game state (the polling fallback of `/ws`), bets, their cancels and cash-outs. */
export function gameRoutes({ client, sessions }: RouteDeps): Router {
  const router = Router();

  router.get('/game/:gameType', async (req, res) => {
    const gameType = parsePathParam(gameTypeSchema, req.params.gameType, 'Unknown game type');
    res.json(await gameState(client, gameType));
  });

  router.post('/bet/cancel', sessions.required, async (req, res) => {
    res.json(await cancelBet(client, sessionOf(res), parseInput(cancelInputSchema, bodyOf(req))));
  });

  for (const [path, take] of Object.entries(moneyCalls)) {
    router.post(path, sessions.required, async (req, res) => {
      res.json(await take(client, sessionOf(res), bodyOf(req), idempotencyKeyOf(req)));
    });
  }

  return router;
}

type MoneyCall = (client: BusClient, session: ResolvedSession, body: unknown, idempotencyKey: string | undefined) => Promise<unknown>;

/** The two calls that move a player's money in a round, by their path under `/api`; the fast path serves them too. */
export const moneyCalls: Record<'/bet' | '/cashout', MoneyCall> = {
  '/bet': (client, session, body, key) => placeBet(client, session, parseInput(betInputSchema, body), key),
  '/cashout': (client, session, body, key) => cashout(client, session, parseInput(cashoutInputSchema, body), key),
};
