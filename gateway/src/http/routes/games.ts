import { gameTypeSchema } from '@pkr/contracts';
import { Router } from 'express';
import { betInputSchema, cashoutInputSchema } from '../../bet-input';
import { cashout, gameState, placeBet } from '../../clients/game';
import { parseInput, parsePathParam } from '../../validation';
import { idempotencyKeyOf } from '../idempotency-key';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

/** Game state (the polling fallback of `/ws`), bets and cash-outs. */
export function gameRoutes({ client, sessions }: RouteDeps): Router {
  const router = Router();

  router.get('/game/:gameType', async (req, res) => {
    const gameType = parsePathParam(gameTypeSchema, req.params.gameType, 'Unknown game type');
    res.json(await gameState(client, gameType));
  });

  router.post('/bet', sessions.required, async (req, res) => {
    const bet = parseInput(betInputSchema, bodyOf(req));
    res.json(await placeBet(client, sessionOf(res), bet, idempotencyKeyOf(req)));
  });

  router.post('/cashout', sessions.required, async (req, res) => {
    const { gameType } = parseInput(cashoutInputSchema, bodyOf(req));
    res.json(await cashout(client, sessionOf(res), gameType, idempotencyKeyOf(req)));
  });

  return router;
}
