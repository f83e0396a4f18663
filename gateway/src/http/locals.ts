import type { ResolvedSession } from '@pkr/contracts';
import type { Response } from 'express';

declare global {
  namespace Express {
    interface Locals {
      requestId: string;
      /** Set by the session middleware: the cookie's session, or null when there is none or auth refused it. */
      session?: ResolvedSession | null;
      /** Set by the money calls' fast path: auth has already refused this request's cookie. */
      sessionRefused?: true;
    }
  }
}

/** The session of a route behind `requireSession`; reaching here without one is a wiring bug. */
export function sessionOf(res: Response): ResolvedSession {
  const { session } = res.locals;
  if (!session) throw new Error('Route reached without a resolved session');
  return session;
}
