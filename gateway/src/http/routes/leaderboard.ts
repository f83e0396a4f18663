import { leaderboardRequestSchema } from '@pkr/contracts';
import { Router } from 'express';
import { leaderboard, stats } from '../../clients/leaderboard';
import { parseInput } from '../../validation';
import type { RouteDeps } from '../route-deps';

/** A query value as sent: a number when it reads as one (else the text, which the contract refuses), absent when not given. */
const queryNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);

/** The leaderboard and the home page's public numbers; a player's own figures are the player routes'. */
export function leaderboardRoutes({ client, sessions }: RouteDeps): Router {
  const router = Router();

  router.get('/leaderboard', sessions.required, async (req, res) => {
    const { sort, limit } = parseInput(leaderboardRequestSchema, { sort: req.query.sort, limit: queryNumber(req.query.limit) });
    res.json(await leaderboard(client, sort, limit));
  });

  router.get('/stats', async (_req, res) => {
    res.json(await stats(client));
  });

  return router;
}
