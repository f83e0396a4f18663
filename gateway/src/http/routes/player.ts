import { playerBetsRequestSchema, updateProfileBodySchema } from '@pkr/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { balanceHistory, playerBets, playerFigures, updateProfile } from '../../clients/player';
import { withBalance } from '../../clients/users';
import { parseInput } from '../../validation';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

const betsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: playerBetsRequestSchema.shape.before,
  gameType: playerBetsRequestSchema.shape.gameType,
});

/** How many ledger entries the dashboard's balance chart draws. */
const BALANCE_POINTS = 50;

/** The dashboard's own figures of the logged-in player: statistics, betting history, balance chart, profile. */
export function playerRoutes({ client, sessions }: RouteDeps): Router {
  const router = Router();

  router.get('/user/stats', sessions.required, async (_req, res) => {
    res.json(await playerFigures(client, sessionOf(res).userId));
  });

  router.get('/user/bets', sessions.required, async (req, res) => {
    const query = parseInput(betsQuerySchema, req.query);
    res.json(await playerBets(client, sessionOf(res).userId, query));
  });

  router.get('/user/balance-history', sessions.required, async (_req, res) => {
    res.json(await balanceHistory(client, sessionOf(res).userId, BALANCE_POINTS));
  });

  router.post('/user/profile', sessions.required, async (req, res) => {
    const change = parseInput(updateProfileBodySchema, bodyOf(req));
    res.json(await withBalance(client, await updateProfile(client, sessionOf(res).userId, change)));
  });

  return router;
}
