import type { ResolvedSession } from '@pkr/contracts';
import { Batcher, type Queryable } from '@pkr/platform';
import { findLiveSessions, type SessionKey } from './db/sessions';

/**
 * Each session asked about, in order: live and its user's, as stored now, else null. One statement for them
 * all; the keys are ids already (a token's claims are read as ids, and a gateway's question is checked as ids).
 */
export async function liveSessions(db: Queryable, keys: SessionKey[]): Promise<Array<ResolvedSession | null>> {
  const found = await findLiveSessions(db, keys);
  return keys.map((key) => {
    const session = found.get(key.sessionId);
    return session?.userId === key.userId ? session : null;
  });
}

/**
 * Looks sessions up together: the questions that arrive while a look-up is under way go in the next one, as a
 * single statement, so gateways asking about many players at once cost a handful of statements.
 */
export function liveSessionLookups(db: Queryable): Batcher<SessionKey, ResolvedSession | null> {
  return new Batcher(
    async (keys) => (await liveSessions(db, keys)).map((value) => ({ value })),
    { inFlight: 2, maxSize: 500 },
  );
}
