import { type AdminUser, paisaToPkr, type ParsedRequestOf, PROTECTION_STATES_PER_CALL, type ReplyOf, responsiblePlayView } from '@pkr/contracts';
import { type BusClient, chunked } from '@pkr/platform';
import { verifiedAdmin } from '../admin-check';
import { audited } from '../audited';
import type { AdminContext } from '../context';

/** The wallet answers at most this many balances per call. */
const BALANCES_PER_CALL = 1000;

/** Each user's limits, break and exclusion as the Responsible Play page shows them. */
async function protectionsOf(client: BusClient, ids: string[]): Promise<Map<string, AdminUser['protection']>> {
  const replies = await Promise.all(chunked(ids, PROTECTION_STATES_PER_CALL).map((userIds) => client.call('auth.protection.many', { userIds })));
  return new Map(replies.flatMap((reply) => reply.states.map((state) => [state.userId, responsiblePlayView(state)] as const)));
}

async function usersWithBalances(client: BusClient, query: string | undefined): Promise<AdminUser[]> {
  const users = await client.call('auth.users.list', query === undefined ? {} : { query });
  const ids = users.map((user) => user.id);
  const [replies, protections] = await Promise.all([
    Promise.all(chunked(ids, BALANCES_PER_CALL).map((userIds) => client.call('wallet.balances', { userIds }))),
    protectionsOf(client, ids),
  ]);
  const balances: Record<string, number> = Object.assign({}, ...replies);
  return users.map((user) => ({ ...user, balance: paisaToPkr(balances[user.id] ?? 0), protection: protections.get(user.id) ?? null }));
}

/** `admin.users.list`: every user with their balance and protection, read-only; a search names what was looked for in the audit log. */
export async function listUsers({ pool, client }: AdminContext, { actor, query }: ParsedRequestOf<'admin.users.list'>): Promise<ReplyOf<'admin.users.list'>> {
  const admin = await verifiedAdmin(client, actor);
  if (!query) return usersWithBalances(client, undefined);
  const intent = { action: 'search-users', targetType: 'users', targetId: null, targetLabel: query } as const;
  return audited(pool, actor, admin, intent, async () => {
    const found = await usersWithBalances(client, query);
    return { reply: found, after: { found: found.length } };
  });
}
