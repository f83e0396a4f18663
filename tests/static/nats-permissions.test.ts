import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { durableEvents, endpoints, gameSubject, gameTypes, type GameAction } from '@pkr/contracts';
import { repoRoot } from '../../infra/src/dev-defaults';
import { natsPermissions, type NatsUser, natsUserSpecs, natsUsers } from '../../infra/src/nats-permissions';

const sourceDirs: Record<NatsUser, string> = {
  auth: 'services/auth/src',
  wallet: 'services/wallet/src',
  'game-engine': 'services/game-engine/src',
  leaderboard: 'services/leaderboard/src',
  admin: 'services/admin/src',
  chat: 'services/chat/src',
  gateway: 'gateway/src',
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });

/**
 * The endpoints a process's source names outside its own prefix: quoted subjects, `gameSubject(..., 'action')`, voids.
 * An object key is not a call: the gateway's admin routes are keyed by the admin subject's suffix ('chat.delete'
 * for 'admin.chat.delete'), which may spell another service's subject.
 */
function subjectsCalledIn(user: NatsUser): string[] {
  const text = sourceFiles(join(repoRoot, sourceDirs[user])).map((file) => readFileSync(file, 'utf8')).join('\n');
  const quoted = [...text.matchAll(/'([a-z-]+(?:\.[a-z-]+)+)'(?!:)/g)].map((match) => match[1] as string).filter((subject) => subject in endpoints);
  const perGame = [...text.matchAll(/gameSubject\([^,]+,\s*'([a-z-]+)'\)/g)].flatMap((match) =>
    gameTypes.map((gameType) => gameSubject(gameType, match[1] as GameAction)),
  );
  const voids = text.includes('enqueueVoids(') ? ['wallet.void'] : [];
  return [...quoted, ...perGame, ...voids].filter((subject) => !subject.startsWith(`${natsUserSpecs[user].serves}.`));
}

/** What the Internet-facing gateway must never be able to ask for, even if taken over. */
const notForTheGateway = [
  'wallet.debit',
  'wallet.credit',
  'wallet.debit.batch',
  'wallet.credit.batch',
  'wallet.void',
  'wallet.adjust',
  'wallet.balances',
  'wallet.transactions.pending',
  'wallet.transactions.review',
  'wallet.transactions.get',
  'wallet.on.user-registered',
  'auth.admin-login',
  'auth.session.check',
  'auth.users.list',
  'auth.users.set-admin',
  'leaderboard.on.user-registered',
  'leaderboard.on.bet-settled',
  'leaderboard.on.bet-settled.batch',
  ...gameTypes.flatMap((gameType) => [gameSubject(gameType, 'control'), gameSubject(gameType, 'rounds-info')]),
  'live.game',
  'live.balance',
  'live.reality-check.*',
];

describe('the NATS permissions of each process', () => {
  it("lets the gateway call none of the wallet's, the admin service's or the engine's internal subjects", () => {
    const { publish } = natsPermissions('gateway');
    for (const subject of notForTheGateway) expect(publish, subject).not.toContain(subject);
    // The player's own balance, history and money requests, and the readiness check.
    expect(publish.filter((subject) => subject.startsWith('wallet.')).sort()).toEqual(
      ['wallet.balance', 'wallet.deposit.request', 'wallet.health', 'wallet.history', 'wallet.transactions.list', 'wallet.withdrawal.request'],
    );
  });

  it('lets the gateway hear only its own deliveries, the broadcasts and the replies to its own requests', () => {
    expect(natsPermissions('gateway').subscribe.sort()).toEqual(['_INBOX.gateway.>', 'gateway.on.sessions-changed', 'live.autoplay.*', 'live.balance', 'live.chat', 'live.game', 'live.reality-check.*']);
  });

  it('lets no process hear the replies sent to another', () => {
    for (const user of natsUsers) {
      const inboxes = natsPermissions(user).subscribe.filter((subject) => subject.startsWith('_INBOX'));
      expect(inboxes, user).toEqual([`_INBOX.${user}.>`]);
    }
  });

  it('names whole subjects, no wildcard, in what a process may publish, but for the per-player broadcasts', () => {
    const perPlayer: Partial<Record<NatsUser, string[]>> = { 'game-engine': ['live.reality-check.*', 'live.autoplay.*'] };
    for (const user of natsUsers) {
      const wildcards = natsPermissions(user).publish.filter((subject) => /[*>]/.test(subject));
      expect(wildcards, user).toEqual(perPlayer[user] ?? []);
    }
  });

  it('allows every call the source of each process makes', () => {
    for (const user of natsUsers) {
      const { publish } = natsPermissions(user);
      for (const subject of subjectsCalledIn(user)) expect(publish, `${user} calls ${subject}`).toContain(subject);
    }
  });

  it('lets every endpoint be served by exactly one process and every durable event be delivered by its producer', () => {
    for (const subject of Object.keys(endpoints)) {
      expect(natsUsers.filter((user) => natsPermissions(user).subscribe.includes(subject)), subject).toHaveLength(1);
    }
    for (const { consumers } of Object.values(durableEvents)) {
      for (const consumer of consumers) expect(natsUsers.some((user) => natsPermissions(user).publish.includes(consumer)), consumer).toBe(true);
    }
  });
});
