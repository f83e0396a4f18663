import type { LoginReply, ParsedRequestOf, SessionReply } from '@pkr/contracts';
import type { Pool } from '@pkr/platform';
import type { Audience } from './db/sessions';
import { findUserByUsername } from './db/users';
import { invalidAdminCredentials, invalidCredentials } from './domain/auth-errors';
import { decoyHash, verifyPassword } from './domain/passwords';
import type { KnownDevices } from './known-devices';
import type { RateLimiter } from './rate-limiter';
import type { Sessions } from './sessions';

export interface SignInDeps {
  pool: Pool;
  limiter: RateLimiter;
  sessions: Sessions;
  devices: KnownDevices;
}

/**
 * Logs in with a username and password. Every failure answers the same text and costs one hash verification,
 * so neither the message nor the time tells whether the username exists. The admin door opens for admins only,
 * and only its sessions carry admin rights: an admin at the player door gets a player's session. An attempt
 * carrying a device token this username was given before is limited as that device's, not as the username's.
 */
export async function signIn(
  deps: SignInDeps,
  request: ParsedRequestOf<'auth.login'>,
  audience: Audience,
): Promise<SessionReply> {
  const device = deps.devices.recognise(request.deviceToken, request.username);
  const attempt = await deps.limiter.reserveLogin(request.username, request.client.ip, device);
  const stored = await findUserByUsername(deps.pool, request.username);
  const passwordMatches = await verifyPassword(stored?.passwordHash ?? (await decoyHash()), request.password);
  const admitted = stored !== null && passwordMatches && (audience === 'player' || stored.user.isAdmin);
  if (!admitted) throw audience === 'admin' ? invalidAdminCredentials() : invalidCredentials();
  await deps.limiter.loginSucceeded(attempt);
  return deps.sessions.open(stored.user, audience);
}

/** The player door: a session, and a fresh device token so this browser is a known device at its next login. */
export async function logIn(deps: SignInDeps, request: ParsedRequestOf<'auth.login'>): Promise<LoginReply> {
  const session = await signIn(deps, request, 'player');
  return { ...session, device: deps.devices.issue(session.user.username) };
}
