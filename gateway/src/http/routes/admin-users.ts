import { randomUUID } from 'node:crypto';
import { balanceAdjustmentSchema, listUsersRequestSchema, pkrToPaisa, userIdSchema } from '@pkr/contracts';
import { Router } from 'express';
import { usersWithBalances } from '../../clients/users';
import { adjustBalance } from '../../clients/wallet';
import { parseInput, parsePathParam } from '../../validation';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

/** Admin: users with balances, search, balance adjustment. Mounted behind the admin guard. */
export function adminUserRoutes({ client }: RouteDeps): Router {
  const router = Router();

  router.get('/users', async (_req, res) => {
    res.json(await usersWithBalances(client));
  });

  router.get('/users/search', async (req, res) => {
    const { query } = parseInput(listUsersRequestSchema, { query: typeof req.query.query === 'string' ? req.query.query : '' });
    res.json(await usersWithBalances(client, query));
  });

  router.post('/users/:userId/balance', async (req, res) => {
    const userId = parsePathParam(userIdSchema, req.params.userId, 'User not found');
    const { amount, reason } = parseInput(balanceAdjustmentSchema, bodyOf(req));
    // A fresh id per press: the wallet applies each adjustment once even if its answer is retried on the bus.
    const adjustment = { adjustmentId: randomUUID(), userId, amount: pkrToPaisa(amount), reason };
    res.json(await adjustBalance(client, sessionOf(res), adjustment));
  });

  return router;
}
