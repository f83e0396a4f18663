import type { ParsedRequestOf, SessionReply } from '@pkr/contracts';
import { type OutboxRelay, type Pool, withTransaction } from '@pkr/platform';
import { usernameTaken } from './domain/auth-errors';
import { hashPassword } from './domain/passwords';
import type { RateLimiter } from './rate-limiter';
import type { Sessions } from './sessions';
import { createUser } from './user-creation';

export interface RegistrationDeps {
  pool: Pool;
  limiter: RateLimiter;
  sessions: Sessions;
  relay: OutboxRelay;
}

/** Registers a player and logs them in. */
export async function register(deps: RegistrationDeps, request: ParsedRequestOf<'auth.register'>): Promise<SessionReply> {
  await deps.limiter.countRegistration(request.client.ip);
  const passwordHash = await hashPassword(request.password);
  const user = await withTransaction(deps.pool, async (tx) => {
    const created = await createUser(tx, { username: request.username, passwordHash, phone: request.phone, isAdmin: false });
    if (!created) throw usernameTaken();
    return created;
  });
  deps.relay.kick();
  return deps.sessions.open(user, 'player');
}
