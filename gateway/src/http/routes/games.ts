import { gameTypeSchema } from '@pkr/contracts';
import { Router } from 'express';
import { cancelInputSchema } from '../../bet-input';
import { cancelBet, gameState } from '../../clients/game';
import { parseInput, parsePathParam } from '../../validation';
import { idempotencyKeyOf } from '../idempotency-key';
import { sessionOf } from '../locals';
import { moneyCalls } from '../money-calls';
import { bodyOf, type RouteDeps } from '../route-deps';

/** Game state (the polling fallback of `/ws`), bets, their cancels and cash-outs. */
export function gameRoutes({ client, engine, sessions }: RouteDeps): Router {
  const router = Router();

  router.get('/game/:gameType', async (req, res) => {
    const gameType = parsePathParam(gameTypeSchema, req.params.gameType, 'Unknown game type');
    res.json(await gameState(client, gameType));
  });

  router.post('/bet/cancel', sessions.required, async (req, res) => {
    res.json(await cancelBet(client, sessionOf(res), parseInput(cancelInputSchema, bodyOf(req))));
  });

  for (const [path, askGame] of Object.entries(moneyCalls)) {
    router.post(path, sessions.required, async (req, res) => {
      res.json(await askGame(engine, sessionOf(res), bodyOf(req), idempotencyKeyOf(req)));
    });
  }

  return router;
}
