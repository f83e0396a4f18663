import { dateOfBirthFormSchema, type LoginReply, loginFormSchema, registerRequestSchema, type SessionReply } from '@pkr/contracts';
import { Router, type Request, type Response } from 'express';
import { giveDateOfBirth, login, register } from '../../clients/auth';
import { currentUser, withBalance } from '../../clients/users';
import { readDeviceToken, setDeviceCookie } from '../device-cookie';
import { sessionOf } from '../locals';
import { bodyOf, clientInfo, type RouteDeps } from '../route-deps';
import { setSessionCookie } from '../session';
import { parseInput } from '../../validation';

/** Player registration, login, logout and the current user (spec section 7). */
export function authRoutes({ client, config, sessions }: RouteDeps): Router {
  const router = Router();

  /**
   * Answers the user (with balance) and only then sets the cookies, so a failed answer leaves no half-login. A
   * login also renews the browser's device cookie.
   */
  async function startSession(req: Request, res: Response, session: SessionReply | LoginReply): Promise<void> {
    const user = await withBalance(client, session.user);
    setSessionCookie(req, res, config, session);
    if ('device' in session) setDeviceCookie(req, res, config, session.device);
    res.json(user);
  }

  router.post('/register', async (req, res) => {
    const form = parseInput(registerRequestSchema, bodyOf(req));
    await startSession(req, res, await sessions.opening(() => register(client, form, clientInfo(req))));
  });

  router.post('/login', async (req, res) => {
    const credentials = parseInput(loginFormSchema, bodyOf(req));
    await startSession(req, res, await sessions.opening(() => login(client, credentials, clientInfo(req), readDeviceToken(req))));
  });

  router.post('/logout', sessions.optional, sessions.end);

  router.get('/user', sessions.required, async (_req, res) => {
    res.json(await currentUser(client, sessionOf(res)));
  });

  /** An account made before registration asked for a date of birth gives it here, once. */
  router.post('/user/date-of-birth', sessions.required, async (req, res) => {
    const { dateOfBirth } = parseInput(dateOfBirthFormSchema, bodyOf(req));
    res.json(await withBalance(client, await giveDateOfBirth(client, sessionOf(res).userId, dateOfBirth)));
  });

  return router;
}
