import { isAdultOn, type ParsedRequestOf, type SessionReply } from '@pkr/contracts';
import { type BusClient, deliverNow, type Logger, type OutboxRelay, type Pool, withTransaction } from '@pkr/platform';
import { underAge, usernameTaken } from './domain/auth-errors';
import { hashPassword } from './domain/passwords';
import { announceProtection } from './protection-events';
import type { RateLimiter } from './rate-limiter';
import type { Sessions } from './sessions';
import { createUser } from './user-creation';

/** How long registration waits for the wallet to credit the registration bonus before leaving it to the outbox. */
export const BONUS_WAIT_MS = 1_000;

export interface RegistrationDeps {
  pool: Pool;
  limiter: RateLimiter;
  sessions: Sessions;
  relay: OutboxRelay;
  client: BusClient;
  logger: Logger;
  now: () => Date;
}

/**
 * Registers a player aged 18 or more on the day in Pakistan and logs them in. The wallet hears of the player
 * before the answer when it answers in time, so the answer's balance already holds the registration bonus;
 * otherwise the outbox delivers it, and the wallet credits it once whichever arrives.
 */
export async function register(deps: RegistrationDeps, request: ParsedRequestOf<'auth.register'>): Promise<SessionReply> {
  if (!isAdultOn(request.dateOfBirth, deps.now())) throw underAge();
  await deps.limiter.countRegistration(request.client.ip);
  const passwordHash = await hashPassword(request.password);
  const created = await withTransaction(deps.pool, async (tx) => {
    const user = { username: request.username, passwordHash, phone: request.phone, isAdmin: false, dateOfBirth: request.dateOfBirth };
    const made = await createUser(tx, user);
    if (!made) throw usernameTaken();
    // The wallet and the engine learn that this player's date of birth is known, so they let them deposit and bet.
    await announceProtection(tx, made.user.id, deps.now());
    return made;
  });
  await deliverNow(deps.pool, deps.client, created.walletNotice, BONUS_WAIT_MS).catch((error: unknown) => {
    deps.logger.warn({ err: error, userId: created.user.id }, 'could not record the registration bonus delivered at once');
  });
  deps.relay.kick();
  return deps.sessions.open(created.user, 'player');
}
