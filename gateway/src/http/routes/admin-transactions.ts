import { reviewRequestSchema } from '@pkr/contracts';
import { Router } from 'express';
import { pendingTransactions, reviewTransaction } from '../../clients/wallet';
import { parseInput, parsePathParam } from '../../validation';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

const reviewBodySchema = reviewRequestSchema.pick({ action: true });

/** Admin: pending deposit and withdrawal requests and their review. Mounted behind the admin guard. */
export function adminTransactionRoutes({ client }: RouteDeps): Router {
  const router = Router();

  router.get('/transactions', async (_req, res) => {
    res.json(await pendingTransactions(client));
  });

  router.post('/transactions/:id', async (req, res) => {
    const requestId = parsePathParam(reviewRequestSchema.shape.requestId, req.params.id, 'Transaction not found');
    const { action } = parseInput(reviewBodySchema, bodyOf(req));
    res.json(await reviewTransaction(client, sessionOf(res), requestId, action));
  });

  return router;
}
