import { gameTypeSchema, topWinsRequestSchema } from '@pkr/contracts';
import { Router } from 'express';
import { roundBets, topWins } from '../../clients/round-table';
import { parseInput, parsePathParam } from '../../validation';
import type { RouteDeps } from '../route-deps';

const topQuerySchema = topWinsRequestSchema.pick({ period: true, by: true });

/** What anyone watching a game sees beside the flight: the round's bets, and the biggest wins of the day, month and year. */
export function roundTableRoutes({ client }: RouteDeps): Router {
  const router = Router();

  router.get('/games/:gameType/round-bets', async (req, res) => {
    const gameType = parsePathParam(gameTypeSchema, req.params.gameType, 'Unknown game type');
    res.json(await roundBets(client, gameType));
  });

  router.get('/games/:gameType/top', async (req, res) => {
    const gameType = parsePathParam(gameTypeSchema, req.params.gameType, 'Unknown game type');
    const { period, by } = parseInput(topQuerySchema, req.query);
    res.json(await topWins(client, { gameType, period, by }));
  });

  return router;
}
