import type { ResolvedSession } from '@pkr/contracts';
import { Batcher, type Pool } from '@pkr/platform';
import { findLiveSessions, type SessionKey } from './db/sessions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Looks sessions up together: the questions that arrive while a look-up is under way go in the next one, as a
 * single statement. Players who logged in together have their cached sessions renewed together, and 2,000 of
 * them cost a handful of statements instead of 2,000. A key that is not a session's shape is none, unasked.
 */
export function liveSessionLookups(pool: Pool): Batcher<SessionKey, ResolvedSession | null> {
  return new Batcher(
    async (keys) => {
      const found = await findLiveSessions(
        pool,
        keys.filter((key) => UUID.test(key.sessionId) && UUID.test(key.userId)),
      );
      return keys.map((key) => {
        const session = found.get(key.sessionId);
        return { value: session?.userId === key.userId ? session : null };
      });
    },
    { inFlight: 2, maxSize: 500 },
  );
}
