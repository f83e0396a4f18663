import { paisaToPkr, type ParsedRequestOf, type PublicUser, type ReplyOf } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { verifiedAdmin } from '../admin-check';
import { audited } from '../audited';
import type { AdminContext } from '../context';

/** The wallet answers at most this many balances per call. */
const BALANCES_PER_CALL = 1000;

async function usersWithBalances(client: BusClient, query: string | undefined): Promise<PublicUser[]> {
  const users = await client.call('auth.users.list', query === undefined ? {} : { query });
  const ids = users.map((user) => user.id);
  const chunks = Array.from({ length: Math.ceil(ids.length / BALANCES_PER_CALL) }, (_, index) =>
    ids.slice(index * BALANCES_PER_CALL, (index + 1) * BALANCES_PER_CALL),
  );
  const replies = await Promise.all(chunks.map((userIds) => client.call('wallet.balances', { userIds })));
  const balances: Record<string, number> = Object.assign({}, ...replies);
  return users.map((user) => ({ ...user, balance: paisaToPkr(balances[user.id] ?? 0) }));
}

/** `admin.users.list`: every user with their balance; a search names what was looked for in the audit log. */
export async function listUsers({ pool, client }: AdminContext, { actor, query }: ParsedRequestOf<'admin.users.list'>): Promise<ReplyOf<'admin.users.list'>> {
  const admin = await verifiedAdmin(client, actor);
  if (!query) return usersWithBalances(client, undefined);
  const intent = { action: 'search-users', targetType: 'users', targetId: null, targetLabel: query } as const;
  return audited(pool, actor, admin, intent, async () => {
    const found = await usersWithBalances(client, query);
    return { reply: found, after: { found: found.length } };
  });
}
