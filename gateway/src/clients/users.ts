import { type AuthUser, paisaToPkr, type PublicUser, type ResolvedSession } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { getUser, listUsers } from './auth';
import { balanceOf, balancesOf } from './wallet';

/** The wallet answers at most this many balances per call. */
const BALANCES_PER_CALL = 1000;

/** A user as the spec's client sees it: auth's fields plus the wallet's balance in PKR. */
export async function withBalance(client: BusClient, user: AuthUser): Promise<PublicUser> {
  return { ...user, balance: paisaToPkr(await balanceOf(client, user.id)) };
}

export async function currentUser(client: BusClient, session: ResolvedSession): Promise<PublicUser> {
  const [user, balance] = await Promise.all([getUser(client, session.userId), balanceOf(client, session.userId)]);
  return { ...user, balance: paisaToPkr(balance) };
}

/** Every user (or those matching a search) with their balances, for the admin panel. */
export async function usersWithBalances(client: BusClient, query?: string): Promise<PublicUser[]> {
  const users = await listUsers(client, query);
  const ids = users.map((user) => user.id);
  const chunks = Array.from({ length: Math.ceil(ids.length / BALANCES_PER_CALL) }, (_, index) =>
    ids.slice(index * BALANCES_PER_CALL, (index + 1) * BALANCES_PER_CALL),
  );
  const balances = Object.assign({}, ...(await Promise.all(chunks.map((chunk) => balancesOf(client, chunk))))) as Record<string, number>;
  return users.map((user) => ({ ...user, balance: paisaToPkr(balances[user.id] ?? 0) }));
}
