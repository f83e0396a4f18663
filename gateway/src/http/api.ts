import express, { Router } from 'express';
import { crossSiteGuard } from './cross-site-guard';
import { apiNotFound } from './errors';
import { apiCacheHeaders, jsonBodyParserOptions } from './json-api';
import type { RouteDeps } from './route-deps';
import { adminAuthRoutes } from './routes/admin-auth';
import { adminCallRoutes } from './routes/admin-calls';
import { authRoutes } from './routes/auth';
import { autoplayRoutes } from './routes/autoplay';
import { avatarRoutes } from './routes/avatar';
import { chatRoutes } from './routes/chat';
import { downloadRoutes } from './routes/download';
import { fairnessRoutes } from './routes/fairness';
import { gameRoutes } from './routes/games';
import { leaderboardRoutes } from './routes/leaderboard';
import { moneyRoutes } from './routes/money';
import { playerRoutes } from './routes/player';
import { realityCheckRoutes } from './routes/reality-check';
import { responsiblePlayRoutes } from './routes/responsible-play';
import { roundTableRoutes } from './routes/round-table';

/** Everything under `/api`: JSON in, JSON out, never cached (balances and sessions change under it). */
export function apiRouter(deps: RouteDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set(apiCacheHeaders);
    next();
  });
  router.use(crossSiteGuard(deps.config.allowedOrigins));
  router.use(express.json(jsonBodyParserOptions));

  router.use(authRoutes(deps));
  router.use(moneyRoutes(deps));
  router.use(gameRoutes(deps));
  router.use(autoplayRoutes(deps));
  router.use(roundTableRoutes(deps));
  router.use(fairnessRoutes(deps));
  router.use(leaderboardRoutes(deps));
  router.use(playerRoutes(deps));
  router.use(responsiblePlayRoutes(deps));
  router.use(realityCheckRoutes(deps));
  router.use(avatarRoutes(deps));
  router.use(chatRoutes(deps));
  router.use(downloadRoutes(deps));
  router.use('/admin', adminAuthRoutes(deps));
  // Every other admin path, known or not, is refused to all but a session an admin opened at the admin login; the
  // admin service checks again.
  router.use('/admin', deps.sessions.admin, adminCallRoutes(deps));

  router.use(apiNotFound);
  return router;
}
