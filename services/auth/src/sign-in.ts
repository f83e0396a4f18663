import type { ParsedRequestOf, SessionReply } from '@pkr/contracts';
import type { Pool } from '@pkr/platform';
import type { Audience } from './db/sessions';
import { findUserByUsername } from './db/users';
import { invalidAdminCredentials, invalidCredentials } from './domain/auth-errors';
import { decoyHash, verifyPassword } from './domain/passwords';
import type { RateLimiter } from './rate-limiter';
import type { Sessions } from './sessions';

export interface SignInDeps {
  pool: Pool;
  limiter: RateLimiter;
  sessions: Sessions;
}

/**
 * Logs in with a username and password. Every failure answers the same text and costs one hash verification,
 * so neither the message nor the time tells whether the username exists. The admin door opens for admins only,
 * and only its sessions carry admin rights: an admin at the player door gets a player's session.
 */
export async function signIn(
  deps: SignInDeps,
  request: ParsedRequestOf<'auth.login'>,
  audience: Audience,
): Promise<SessionReply> {
  const attempt = await deps.limiter.reserveLogin(request.username, request.client.ip);
  const stored = await findUserByUsername(deps.pool, request.username);
  const passwordMatches = await verifyPassword(stored?.passwordHash ?? (await decoyHash()), request.password);
  const admitted = stored !== null && passwordMatches && (audience === 'player' || stored.user.isAdmin);
  if (!admitted) throw audience === 'admin' ? invalidAdminCredentials() : invalidCredentials();
  await deps.limiter.loginSucceeded(attempt);
  return deps.sessions.open(stored.user, audience);
}
