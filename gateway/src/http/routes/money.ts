import { depositFormSchema, pkrToPaisa, withdrawFormSchema } from '@pkr/contracts';
import { Router } from 'express';
import { requestDeposit, requestWithdrawal, transactionsOf } from '../../clients/wallet';
import { parseInput } from '../../validation';
import { idempotencyKeyOf } from '../idempotency-key';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

/** A player's deposit and withdrawal requests and their history. */
export function moneyRoutes({ client, sessions }: RouteDeps): Router {
  const router = Router();

  router.post('/deposit', sessions.required, async (req, res) => {
    const form = parseInput(depositFormSchema, bodyOf(req));
    const idempotencyKey = idempotencyKeyOf(req);
    res.json(await requestDeposit(client, sessionOf(res), { ...form, amount: pkrToPaisa(form.amount), idempotencyKey }));
  });

  router.post('/withdraw', sessions.required, async (req, res) => {
    const form = parseInput(withdrawFormSchema, bodyOf(req));
    const idempotencyKey = idempotencyKeyOf(req);
    res.json(await requestWithdrawal(client, sessionOf(res), { ...form, amount: pkrToPaisa(form.amount), idempotencyKey }));
  });

  router.get('/transactions', sessions.required, async (_req, res) => {
    res.json(await transactionsOf(client, sessionOf(res).userId));
  });

  return router;
}
