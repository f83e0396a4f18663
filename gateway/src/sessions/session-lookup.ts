import { type ResolvedSession, SESSIONS_CHECK_MAX } from '@pkr/contracts';
import { Batcher, type BusClient } from '@pkr/platform';
import { checkSessions, resolveSession } from '../clients/auth';
import type { SessionCache } from './session-cache';

/** How the gateway learns whose a cookie is: HTTP guards and `/ws` alike. */
export interface SessionLookup {
  /** The token's session, or null when auth refuses it (expired, revoked, forged). */
  resolve(token: string): Promise<ResolvedSession | null>;
  /** A session this gateway has just ended: forgotten here at once, before auth's announcement arrives. */
  ended(sessionId: string): void;
  /**
   * Opens a session through auth (a login or a registration) and keeps auth's answer for its token, so the
   * caller's next calls here do not ask auth about the cookie it was just given.
   */
  opening<Reply extends OpenedSession>(open: () => Promise<Reply>): Promise<Reply>;
}

/** What auth answers when it opens a session: the cookie's token, and what resolving it would answer now. */
export interface OpenedSession {
  token: string;
  /** Absent from an auth older than the field: the token is then asked about at its first use. */
  session?: ResolvedSession | undefined;
}

/**
 * How long a renewal waits for others to join it: answers come due over half a minute, so a second costs
 * nothing, and the players who logged in together are renewed in a few requests instead of one per handful.
 */
export const RENEWAL_LINGER_MS = 1_000;

/**
 * Answers from the cache, else asks auth once however many calls wait on the same token. Only a session auth
 * accepted is kept: a refused token is asked about again next time. A cached answer in the second half of its
 * life is renewed behind the call that used it, so a player who keeps playing never waits on auth; renewals
 * due within `renewalLingerMs` of one another go to auth in one request (`auth.sessions.check`, by session id:
 * the token's signature was checked when it was first resolved), so players who logged in together cost auth
 * little when their answers come due at once.
 */
export function cachedSessionLookup(client: BusClient, cache: SessionCache, renewalLingerMs = RENEWAL_LINGER_MS): SessionLookup {
  const asking = new Map<string, Promise<ResolvedSession | null>>();
  const renewing = new Set<string>();
  const renewals = new Batcher<ResolvedSession, ResolvedSession | null>(
    async (held) => (await checkSessions(client, held)).map((value) => ({ value })),
    { inFlight: 1, maxSize: SESSIONS_CHECK_MAX, lingerMs: renewalLingerMs },
  );
  const keep = (token: string, askedAt: number, session: ResolvedSession | null) => {
    if (session) cache.set(token, session, askedAt);
    else cache.dropToken(token);
    return session;
  };
  const ask = (token: string) => {
    const askedAt = cache.mark();
    const answer = resolveSession(client, token)
      .then((session) => keep(token, askedAt, session))
      .finally(() => asking.delete(token));
    asking.set(token, answer);
    return answer;
  };
  const renew = (token: string, known: ResolvedSession) => {
    const askedAt = cache.mark();
    renewing.add(token);
    renewals
      .submit(known)
      .then((session) => keep(token, askedAt, session))
      // A renewal that fails leaves the answer to run out as it would have.
      .catch(() => undefined)
      .finally(() => renewing.delete(token));
  };
  return {
    resolve(token) {
      if (!cache.enabled) return resolveSession(client, token);
      const known = cache.get(token);
      if (!known) return asking.get(token) ?? ask(token);
      if (cache.renewalDue(token) && !renewing.has(token)) renew(token, known);
      return Promise.resolve(known);
    },
    ended(sessionId) {
      cache.dropSession(sessionId);
    },
    async opening(open) {
      // Marked before auth is asked: a drop announced meanwhile (every session of the user revoked) wins.
      const askedAt = cache.mark();
      const reply = await open();
      if (reply.session) keep(reply.token, askedAt, reply.session);
      return reply;
    },
  };
}
