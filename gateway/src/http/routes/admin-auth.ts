import { adminLoginFormSchema } from '@pkr/contracts';
import { Router } from 'express';
import { adminLogin, adminLogout } from '../../clients/admin';
import { parseInput } from '../../validation';
import { bodyOf, clientInfo, type RouteDeps } from '../route-deps';
import { clearSessionCookie, setSessionCookie } from '../session';

/** The admin panel's own login, logout and access check; login and logout are audited by the admin service. */
export function adminAuthRoutes({ client, config, sessions }: RouteDeps): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const credentials = parseInput(adminLoginFormSchema, bodyOf(req));
    const session = await sessions.opening(() => adminLogin(client, credentials, { ip: clientInfo(req).ip, requestId: res.locals.requestId }));
    setSessionCookie(req, res, config, session);
    res.json(session.user);
  });

  router.post('/logout', sessions.optional, async (req, res) => {
    const session = res.locals.session;
    try {
      if (session) {
        const actor = { sessionId: session.sessionId, adminId: session.userId, username: session.username, requestId: res.locals.requestId, ip: clientInfo(req).ip };
        await adminLogout(client, actor);
        sessions.ended(session.sessionId);
      }
    } finally {
      // The browser forgets the cookie even when the logout failed: the panel is left either way.
      clearSessionCookie(req, res, config);
    }
    res.json({ message: 'Logged out' });
  });

  // Read from a session resolved now: a revoked admin is told false on the next check, on every gateway.
  router.get('/auth-check', sessions.optional, (_req, res) => {
    res.json({ isAdmin: res.locals.session?.isAdmin === true });
  });

  return router;
}
