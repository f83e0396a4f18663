import { type KeyObject, randomUUID } from 'node:crypto';
import type { AuthUser, ResolvedSession, SessionReply } from '@pkr/contracts';
import { type Batcher, type Pool, withTransaction } from '@pkr/platform';
import { type Audience, insertSession, revokeSession, type SessionKey } from './db/sessions';
import { notLoggedIn } from './domain/auth-errors';
import { readSessionToken, sessionExpiry, sessionKey, signSessionToken } from './domain/session-token';
import { liveSessionLookups, liveSessions } from './live-session-lookups';
import type { SessionAnnouncer } from './session-changes';

/** Sessions as signed tokens naming a stored session, so a logout is honoured by every gateway. */
export class Sessions {
  private readonly key: KeyObject;
  private readonly lookups: Batcher<SessionKey, ResolvedSession | null>;

  constructor(
    private readonly pool: Pool,
    private readonly announcer: SessionAnnouncer,
    secret: string,
    private readonly ttlHours: number,
  ) {
    this.key = sessionKey(secret);
    this.lookups = liveSessionLookups(pool);
  }

  async open(user: AuthUser, audience: Audience): Promise<SessionReply> {
    const sessionId = randomUUID();
    const expiresAt = sessionExpiry(new Date(), this.ttlHours);
    await insertSession(this.pool, { id: sessionId, userId: user.id, audience, expiresAt });
    const token = signSessionToken({ userId: user.id, sessionId }, expiresAt, this.key);
    const session = { sessionId, userId: user.id, username: user.username, isAdmin: audience === 'admin' && user.isAdmin, expiresAt: expiresAt.toISOString() };
    return { user, token, expiresAt: session.expiresAt, session };
  }

  async resolve(token: string): Promise<ResolvedSession> {
    const claims = readSessionToken(token, this.key);
    const session = claims && (await this.lookups.submit(claims));
    if (!session) throw notLoggedIn();
    return session;
  }

  /** A session by id, as a gateway already resolved it from a token: live, with its user's rights read now. */
  async check(sessionId: string, userId: string): Promise<ResolvedSession> {
    const session = await this.lookups.submit({ sessionId, userId });
    if (!session) throw notLoggedIn();
    return session;
  }

  /** Sessions by id, as gateways hold them, asked about again together: each live one as stored now, else null. */
  checkAll(keys: SessionKey[]): Promise<Array<ResolvedSession | null>> {
    return liveSessions(this.pool, keys);
  }

  /** Revokes the session and tells every gateway at once, so none answers from what it cached of it. */
  async close(sessionId: string): Promise<void> {
    const announcement = await withTransaction(this.pool, async (tx) => {
      const userId = await revokeSession(tx, sessionId);
      return userId === null ? null : this.announcer.record(tx, { change: 'session-ended', userId, sessionId, cause: 'logout' });
    });
    if (announcement) await this.announcer.deliver(announcement);
  }
}
