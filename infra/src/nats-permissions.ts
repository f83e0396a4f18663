import { replyInboxPrefix } from '@pkr/platform';
import { adminRoutes, batchDeliveries, broadcasts, durableEvents, endpoints, gameSubject, gameTypes, type GameAction, type Subject } from '@pkr/contracts';

/**
 * What each process may do on NATS, one user per process kind. A process serves every endpoint of its subject
 * prefix (subjects put the owning service first), calls the subjects listed here (each `client.call` of its source,
 * and the outbox items it enqueues), delivers the durable events it produces (`events.<prefix>.*`) to their
 * consumers, and publishes or hears the broadcasts listed. tests/static/nats-permissions.test.ts checks the calls
 * against the source.
 */
interface NatsUserSpec {
  /** The subject prefix of the endpoints it serves. */
  serves: string;
  calls: readonly Subject[];
  broadcasts?: { publishes?: readonly string[]; hears?: readonly string[] };
}

const everyGame = (...actions: GameAction[]): Subject[] => gameTypes.flatMap((gameType) => actions.map((action) => gameSubject(gameType, action)));
const healthChecks = Object.keys(endpoints).filter((subject) => subject.endsWith('.health')) as Subject[];

export const natsUserSpecs = {
  auth: {
    serves: 'auth',
    // The avatar shop's debit, and its void through the outbox when a purchase is undone.
    calls: ['wallet.debit', 'wallet.void', 'leaderboard.player'],
  },
  wallet: { serves: 'wallet', calls: [], broadcasts: { publishes: [broadcasts.balance] } },
  'game-engine': {
    serves: 'game',
    // Bets are debited in batches; payouts are credited in batches, or one by one through the outbox; refunds void.
    // A cancelled bet's answer carries the balance its refund left.
    calls: ['wallet.debit.batch', 'wallet.credit.batch', 'wallet.credit', 'wallet.void', 'wallet.balance'],
    broadcasts: { publishes: [broadcasts.liveGame, broadcasts.realityCheck, broadcasts.autoplay], hears: [broadcasts.presence] },
  },
  leaderboard: { serves: 'leaderboard', calls: ['auth.user.get', 'game.history.list'] },
  // A writer's profile and protection, their bet count, and a shared bet; new and deleted messages go to every gateway.
  chat: {
    serves: 'chat',
    calls: ['auth.user.get', 'auth.protection.get', 'leaderboard.player', 'game.bet.get'],
    broadcasts: { publishes: [broadcasts.chat] },
  },
  admin: {
    serves: 'admin',
    calls: [
      'auth.admin-login',
      'auth.logout',
      'auth.session.check',
      'auth.user.get',
      'auth.users.list',
      'auth.users.set-admin',
      'auth.protection.get',
      'auth.protection.many',
      'auth.protection.self-exclude',
      'wallet.adjust',
      'wallet.balance',
      'wallet.balances',
      'wallet.transactions.get',
      'wallet.transactions.pending',
      'wallet.transactions.review',
      'game.history.list',
      'chat.history',
      'chat.delete',
      'chat.mute',
      'chat.mute.status',
      'game.autoplay.stop-player',
      ...everyGame('rounds-info', 'control'),
    ],
  },
  gateway: {
    serves: 'gateway',
    calls: [
      ...healthChecks,
      'auth.register',
      'auth.login',
      'auth.logout',
      'auth.session.resolve',
      'auth.sessions.check',
      'auth.user.get',
      'auth.avatars.get',
      'auth.avatar.purchase',
      'auth.avatar.update',
      'auth.profile.update',
      'auth.user.date-of-birth',
      'auth.protection.get',
      'auth.protection.history',
      'auth.protection.limits.set',
      'auth.protection.limits.cancel-increase',
      'auth.protection.break',
      'auth.protection.self-exclude',
      'auth.protection.reality-check',
      'wallet.balance',
      'wallet.history',
      'wallet.deposit.request',
      'wallet.withdrawal.request',
      'wallet.transactions.list',
      'leaderboard.get',
      'leaderboard.stats',
      'leaderboard.player',
      'game.bets.list',
      'game.fairness.get',
      'game.fairness.round',
      'game.reality-check.ack',
      'game.top',
      'game.autoplay.start',
      'game.autoplay.list',
      'game.autoplay.stop',
      'chat.history',
      'chat.post',
      'chat.mute.status',
      ...everyGame('state', 'bet', 'bets', 'cashout', 'cashouts', 'cancel', 'round-bets'),
      // The admin panel's door and its guarded routes: the admin service checks the admin behind each call.
      'admin.login',
      'admin.logout',
      ...Object.values(adminRoutes).map((route) => route.subject),
    ],
    broadcasts: { hears: [broadcasts.liveGame, broadcasts.balance, broadcasts.realityCheck, broadcasts.autoplay, broadcasts.chat], publishes: [broadcasts.presence] },
  },
} as const satisfies Record<string, NatsUserSpec>;

export type NatsUser = keyof typeof natsUserSpecs;
export const natsUsers = Object.keys(natsUserSpecs) as NatsUser[];

export interface NatsPermissions {
  publish: string[];
  subscribe: string[];
}

/** The subjects `user` may publish to and subscribe to; answers to the requests it receives are allowed apart. */
export function natsPermissions(user: NatsUser): NatsPermissions {
  const spec: NatsUserSpec = natsUserSpecs[user];
  const served = (Object.keys(endpoints) as Subject[]).filter((subject) => subject.startsWith(`${spec.serves}.`));
  const deliveries = Object.entries(durableEvents)
    .filter(([event]) => event.startsWith(`events.${spec.serves}.`))
    .flatMap(([, event]) => event.consumers.flatMap((consumer) => [consumer, ...batchOf(consumer)]));
  return {
    publish: unique([...spec.calls, ...deliveries, ...(spec.broadcasts?.publishes ?? [])]),
    // Its answers arrive below its own inbox (bus/reply-inbox.ts): no user hears another's.
    subscribe: unique([...served, ...(spec.broadcasts?.hears ?? []), `${replyInboxPrefix(user)}.>`]),
  };
}

const batchOf = (consumer: Subject): Subject[] => {
  const batch = (batchDeliveries as Partial<Record<Subject, Subject>>)[consumer];
  return batch === undefined ? [] : [batch];
};

const unique = (subjects: readonly string[]) => [...new Set(subjects)];
