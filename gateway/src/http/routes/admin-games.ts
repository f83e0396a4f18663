import { crashPointSchema, gameTypeSchema, historyListRequestSchema, roundNumberSchema } from '@pkr/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { controlGame, gameHistory, roundsInfo } from '../../clients/game';
import { parseInput, parsePathParam } from '../../validation';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

const gameControlBodySchema = z.object({
  gameType: gameTypeSchema,
  crashPoint: crashPointSchema,
  roundNumber: roundNumberSchema.nullish().transform((value) => value ?? undefined),
});

/** Admin: round control and history of finished rounds. Mounted behind the admin guard. */
export function adminGameRoutes({ client }: RouteDeps): Router {
  const router = Router();

  router.get('/game/rounds/:gameType', async (req, res) => {
    const gameType = parsePathParam(gameTypeSchema, req.params.gameType, 'Unknown game type');
    res.json(await roundsInfo(client, gameType));
  });

  router.post('/game/control', async (req, res) => {
    const { gameType, ...control } = parseInput(gameControlBodySchema, bodyOf(req));
    res.json(await controlGame(client, sessionOf(res), gameType, control));
  });

  router.get('/games', async (req, res) => {
    const { type, limit } = req.query;
    const request = parseInput(historyListRequestSchema, {
      gameType: typeof type === 'string' ? type : 'crash',
      ...(typeof limit === 'string' ? { limit: Number(limit) } : {}),
    });
    res.json(await gameHistory(client, request.gameType, request.limit));
  });

  return router;
}
