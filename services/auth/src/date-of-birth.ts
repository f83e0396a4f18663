import { type AuthUser, isAdultOn, type ParsedRequestOf } from '@pkr/contracts';
import { type OutboxRelay, type Pool, withTransaction } from '@pkr/platform';
import { storeDateOfBirth } from './db/users';
import { dateOfBirthKnown, underAge, userNotFound } from './domain/auth-errors';
import { announceProtection } from './protection-events';

/**
 * `auth.user.date-of-birth`: the date of birth of an account made before registration asked for it, given once
 * and refused under 18 on the day in Pakistan, as at registration. A repeat of the same date answers the user
 * again, so a retry after a lost answer succeeds; another date is refused, as every age check relies on it.
 */
export async function giveDateOfBirth(
  deps: { pool: Pool; relay: OutboxRelay; now: () => Date },
  { userId, dateOfBirth }: ParsedRequestOf<'auth.user.date-of-birth'>,
): Promise<AuthUser> {
  if (!isAdultOn(dateOfBirth, deps.now())) throw underAge();
  const stored = await withTransaction(deps.pool, async (tx) => {
    const outcome = await storeDateOfBirth(tx, userId, dateOfBirth);
    // The wallet and the engine refuse this player's deposits and bets until they hear the date of birth is known.
    if (outcome !== null && outcome !== 'different' && outcome.storedNow) await announceProtection(tx, userId, deps.now());
    return outcome;
  });
  if (stored === null) throw userNotFound();
  if (stored === 'different') throw dateOfBirthKnown();
  if (stored.storedNow) deps.relay.kick();
  return stored.user;
}
