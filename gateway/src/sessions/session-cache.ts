import type { ResolvedSession } from '@pkr/contracts';

export interface SessionCacheOptions {
  /** How long an answer is kept; 0 keeps none. */
  ttlMs: number;
  /** Past it the oldest answers are dropped first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  session: ResolvedSession;
  until: number;
  /** From then on a use of the answer asks auth again behind the call: halfway through its time to live. */
  renewFrom: number;
}

/**
 * Sessions auth has verified, by token, for a short while: a call with a known cookie costs no bus round trip
 * and no query. An answer is kept at most `ttlMs` and never past the session's own expiry; what auth announces
 * as changed, and everything when announcements may have been missed, is dropped at once. An answer past half
 * its time to live is due for renewal, so a player who keeps playing is asked about before the answer runs out.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Grows with every drop: an answer asked for before a drop may already be out of date. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(token: string): ResolvedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.session;
  }

  /** True when the token's answer is in the second half of its life. */
  renewalDue(token: string): boolean {
    const entry = this.entries.get(token);
    return entry !== undefined && entry.renewFrom <= this.now();
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** Taken before asking auth and handed to `set`, so an answer that a drop overtook is not kept. */
  mark(): number {
    return this.generation;
  }

  set(token: string, session: ResolvedSession, askedAt: number): void {
    if (!this.enabled || askedAt !== this.generation) return;
    const now = this.now();
    const until = Math.min(now + this.options.ttlMs, Date.parse(session.expiresAt));
    if (!(until > now)) return;
    this.entries.delete(token);
    this.entries.set(token, { session, until, renewFrom: now + (until - now) / 2 });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets a token auth no longer accepts. */
  dropToken(token: string): void {
    this.entries.delete(token);
  }

  dropSession(sessionId: string): void {
    this.dropWhere((session) => session.sessionId === sessionId);
  }

  dropUser(userId: string): void {
    this.dropWhere((session) => session.userId === userId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private dropWhere(matches: (session: ResolvedSession) => boolean): void {
    this.generation += 1;
    for (const [token, entry] of this.entries) {
      if (matches(entry.session)) this.entries.delete(token);
    }
  }
}
