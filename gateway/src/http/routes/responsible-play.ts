import { breakFormSchema, limitKindSchema, limitsFromForm, limitsFormSchema, realityCheckFormSchema, selfExclusionFormSchema } from '@pkr/contracts';
import { type Response, Router } from 'express';
import * as protection from '../../clients/protection';
import { parseInput, parsePathParam } from '../../validation';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';
import { clearSessionCookie } from '../session';

/**
 * The Responsible Play page's calls: each validates, makes one call to auth, which owns every rule, and answers
 * the player's protection in PKR. A pending raise is named by its kind: depositDaily, depositWeekly,
 * depositMonthly or lossDaily.
 */
export function responsiblePlayRoutes({ client, config, sessions }: RouteDeps): Router {
  const router = Router();
  const userOf = (res: Response) => sessionOf(res).userId;

  router.get('/responsible-play', sessions.required, async (_req, res) => {
    res.json(await protection.responsiblePlay(client, userOf(res)));
  });

  router.put('/responsible-play/limits', sessions.required, async (req, res) => {
    const form = parseInput(limitsFormSchema, bodyOf(req));
    res.json(await protection.setLimits(client, userOf(res), limitsFromForm(form)));
  });

  router.delete('/responsible-play/limits/pending/:kind', sessions.required, async (req, res) => {
    const kind = parsePathParam(limitKindSchema, req.params.kind, 'No such limit');
    res.json(await protection.cancelPendingIncrease(client, userOf(res), kind));
  });

  router.post('/responsible-play/break', sessions.required, async (req, res) => {
    const { period } = parseInput(breakFormSchema, bodyOf(req));
    res.json(await protection.takeBreak(client, userOf(res), period));
  });

  router.post('/responsible-play/self-exclusion', sessions.required, async (req, res) => {
    const { period } = parseInput(selfExclusionFormSchema, bodyOf(req));
    const answer = await protection.selfExclude(client, userOf(res), period);
    // Auth has ended this session with every other of the player's: this gateway forgets it even if auth's
    // announcement is late, and the browser stops sending its cookie.
    sessions.ended(sessionOf(res).sessionId);
    clearSessionCookie(req, res, config);
    res.json(answer);
  });

  router.put('/responsible-play/reality-check', sessions.required, async (req, res) => {
    const { minutes } = parseInput(realityCheckFormSchema, bodyOf(req));
    res.json(await protection.setRealityCheck(client, userOf(res), minutes));
  });

  router.get('/responsible-play/history', sessions.required, async (_req, res) => {
    res.json(await protection.protectionHistory(client, userOf(res)));
  });

  return router;
}
