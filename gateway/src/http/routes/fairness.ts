import { fairnessRoundRequestSchema, gameTypeSchema } from '@pkr/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { fairness, fairnessRound } from '../../clients/game';
import { parsePathParam } from '../../validation';
import type { RouteDeps } from '../route-deps';

const roundIdSchema = z.coerce.number().pipe(fairnessRoundRequestSchema.shape.roundId);

/** The public provably-fair data: each chain's commitment, and each finished round's hash and crash point. */
export function fairnessRoutes({ client }: RouteDeps): Router {
  const router = Router();

  router.get('/fairness/:gameType', async (req, res) => {
    const gameType = parsePathParam(gameTypeSchema, req.params.gameType, 'Unknown game type');
    res.json(await fairness(client, gameType));
  });

  router.get('/fairness/:gameType/rounds/:roundId', async (req, res) => {
    const gameType = parsePathParam(gameTypeSchema, req.params.gameType, 'Unknown game type');
    const roundId = parsePathParam(roundIdSchema, req.params.roundId, 'Round not found');
    res.json(await fairnessRound(client, gameType, roundId));
  });

  return router;
}
