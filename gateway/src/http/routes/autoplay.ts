import { startAutoplayInputSchema } from '@pkr/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { listAutoplays, startAutoplay, stopAutoplay } from '../../clients/autoplay';
import { parseInput, parsePathParam } from '../../validation';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

const autoplayIdSchema = z.uuid();

/** Auto-play: start one on a bet panel, list the player's running ones, stop one at once. */
export function autoplayRoutes({ client, sessions }: RouteDeps): Router {
  const router = Router();
  router.post('/autoplay', sessions.required, async (req, res) => {
    res.json(await startAutoplay(client, sessionOf(res), parseInput(startAutoplayInputSchema, bodyOf(req))));
  });
  router.get('/autoplay', sessions.required, async (_req, res) => {
    res.json(await listAutoplays(client, sessionOf(res).userId));
  });
  router.delete('/autoplay/:id', sessions.required, async (req, res) => {
    const id = parsePathParam(autoplayIdSchema, req.params.id, 'Auto-play not found');
    res.json(await stopAutoplay(client, sessionOf(res).userId, id));
  });
  return router;
}
