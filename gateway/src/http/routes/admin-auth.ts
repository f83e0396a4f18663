import { adminLoginFormSchema, AppError } from '@pkr/contracts';
import { Router } from 'express';
import { adminLogin } from '../../clients/auth';
import { withBalance } from '../../clients/users';
import { parseInput } from '../../validation';
import { bodyOf, clientInfo, type RouteDeps } from '../route-deps';
import { setSessionCookie } from '../session';

/** The admin panel's own login, logout and access check. */
export function adminAuthRoutes({ client, config, sessions }: RouteDeps): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const credentials = parseInput(adminLoginFormSchema, bodyOf(req));
    const session = await adminLogin(client, credentials, clientInfo(req));
    // auth's admin door admits admins only; the gateway still never sets an admin-login cookie for anyone else.
    if (!session.user.isAdmin) throw new AppError('FORBIDDEN', 'Admin access required');
    const user = await withBalance(client, session.user);
    setSessionCookie(req, res, config, session);
    res.json(user);
  });

  router.post('/logout', sessions.optional, sessions.end);

  router.get('/auth-check', sessions.optional, (_req, res) => {
    res.json({ isAdmin: res.locals.session?.isAdmin === true });
  });

  return router;
}
