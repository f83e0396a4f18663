import type { ResolvedSession } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { resolveSession } from '../clients/auth';
import type { SessionCache } from './session-cache';

/** How the gateway learns whose a cookie is: HTTP guards and `/ws` alike. */
export interface SessionLookup {
  /** The token's session, or null when auth refuses it (expired, revoked, forged). */
  resolve(token: string): Promise<ResolvedSession | null>;
  /** A session this gateway has just ended: forgotten here at once, before auth's announcement arrives. */
  ended(sessionId: string): void;
}

/**
 * Answers from the cache, else asks auth once however many calls wait on the same token. Only a session auth
 * accepted is kept: a refused token is asked about again next time.
 */
export function cachedSessionLookup(client: BusClient, cache: SessionCache): SessionLookup {
  const asking = new Map<string, Promise<ResolvedSession | null>>();
  return {
    resolve(token) {
      if (!cache.enabled) return resolveSession(client, token);
      const known = cache.get(token);
      if (known) return Promise.resolve(known);
      const pending = asking.get(token);
      if (pending) return pending;
      const askedAt = cache.mark();
      const answer = resolveSession(client, token)
        .then((session) => {
          if (session) cache.set(token, session, askedAt);
          return session;
        })
        .finally(() => asking.delete(token));
      asking.set(token, answer);
      return answer;
    },
    ended(sessionId) {
      cache.dropSession(sessionId);
    },
  };
}
