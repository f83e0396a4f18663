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
 * accepted is kept: a refused token is asked about again next time. A cached answer in the second half of its
 * life is renewed behind the call that used it, so a player who keeps playing never waits on auth, and players
 * who all logged in together do not all wait on it at once when their answers run out.
 */
export function cachedSessionLookup(client: BusClient, cache: SessionCache): SessionLookup {
  const asking = new Map<string, Promise<ResolvedSession | null>>();
  const ask = (token: string) => {
    const askedAt = cache.mark();
    const answer = resolveSession(client, token)
      .then((session) => {
        if (session) cache.set(token, session, askedAt);
        else cache.dropToken(token);
        return session;
      })
      .finally(() => asking.delete(token));
    asking.set(token, answer);
    return answer;
  };
  return {
    resolve(token) {
      if (!cache.enabled) return resolveSession(client, token);
      const known = cache.get(token);
      if (!known) return asking.get(token) ?? ask(token);
      // A renewal that fails leaves the answer to run out as it would have.
      if (cache.renewalDue(token) && !asking.has(token)) ask(token).catch(() => undefined);
      return Promise.resolve(known);
    },
    ended(sessionId) {
      cache.dropSession(sessionId);
    },
  };
}
