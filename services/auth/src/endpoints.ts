import { type BusClient, databaseAnswers, type EndpointTable, type Logger, type OutboxRelay, type Pool } from '@pkr/platform';
import { purchaseAccessory } from './accessory-purchase';
import { updateAvatar } from './avatar-update';
import { giveDateOfBirth } from './date-of-birth';
import { listAvatars, saveProfile } from './db/profiles';
import { findUserById, listUsers } from './db/users';
import { setAdmin } from './admin-rights';
import { userNotFound } from './domain/auth-errors';
import { protectionEndpoints } from './protection-endpoints';
import type { KnownDevices } from './known-devices';
import type { RateLimiter } from './rate-limiter';
import { register } from './registration';
import type { SessionAnnouncer } from './session-changes';
import type { Sessions } from './sessions';
import { logIn, signIn } from './sign-in';

export interface AuthEndpointDeps {
  pool: Pool;
  limiter: RateLimiter;
  sessions: Sessions;
  devices: KnownDevices;
  relay: OutboxRelay;
  announcer: SessionAnnouncer;
  /** For the avatar shop's charge ('wallet.debit') and unlocked items ('leaderboard.player'). */
  client: BusClient;
  logger: Logger;
  /** The clock every age check reads; tests set it. */
  now: () => Date;
}

/** The auth service's route table. */
export function authEndpoints(deps: AuthEndpointDeps): EndpointTable {
  return {
    'auth.health': async () => ({ service: 'auth', database: await databaseAnswers(deps.pool) }),
    'auth.register': (request) => register(deps, request),
    'auth.login': (request) => logIn(deps, request),
    'auth.admin-login': (request) => signIn(deps, request, 'admin'),
    'auth.logout': async ({ sessionId }) => {
      await deps.sessions.close(sessionId);
      return { ok: true };
    },
    'auth.session.resolve': ({ token }) => deps.sessions.resolve(token),
    'auth.user.get': async ({ userId }) => {
      const stored = await findUserById(deps.pool, userId);
      if (!stored) throw userNotFound();
      return stored.user;
    },
    'auth.user.date-of-birth': (request) => giveDateOfBirth(deps, request),
    'auth.users.list': ({ query }) => listUsers(deps.pool, query),
    'auth.session.check': ({ sessionId, userId }) => deps.sessions.check(sessionId, userId),
    'auth.sessions.check': async ({ sessions }) => ({ sessions: await deps.sessions.checkAll(sessions) }),
    'auth.users.set-admin': ({ userId, isAdmin }) => setAdmin(deps, userId, isAdmin),
    'auth.avatar.purchase': (request, call) => purchaseAccessory(deps, request, call),
    'auth.avatar.update': (request) => updateAvatar(deps, request),
    'auth.avatars.get': ({ userIds }) => listAvatars(deps.pool, userIds),
    'auth.profile.update': async ({ userId, ...change }) => {
      const user = await saveProfile(deps.pool, userId, change);
      if (!user) throw userNotFound();
      return user;
    },
    ...protectionEndpoints(deps),
  };
}
