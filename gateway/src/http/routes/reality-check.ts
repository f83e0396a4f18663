import { Router } from 'express';
import { acknowledgeRealityCheck } from '../../clients/game';
import { sessionOf } from '../locals';
import type { RouteDeps } from '../route-deps';

/**
 * The player's answer to the reality check their sockets were sent: the engine, which refuses bets until then,
 * takes them again and counts play towards the next check from now. Answers `{ acknowledged }`, false when no
 * check was waiting (a second answer, or one from another tab).
 */
export function realityCheckRoutes({ client, sessions }: RouteDeps): Router {
  const router = Router();
  router.post('/responsible-play/reality-check/ack', sessions.required, async (_req, res) => {
    res.json(await acknowledgeRealityCheck(client, sessionOf(res).userId));
  });
  return router;
}
