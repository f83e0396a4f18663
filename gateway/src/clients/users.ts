import { type AuthUser, paisaToPkr, type PublicUser, type ResolvedSession } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import { getUser } from './auth';
import { balanceOf } from './wallet';

/** A user as the spec's client sees it: auth's fields plus the wallet's balance in PKR. */
export async function withBalance(client: BusClient, user: AuthUser): Promise<PublicUser> {
  return { ...user, balance: paisaToPkr(await balanceOf(client, user.id)) };
}

export async function currentUser(client: BusClient, session: ResolvedSession): Promise<PublicUser> {
  const [user, balance] = await Promise.all([getUser(client, session.userId), balanceOf(client, session.userId)]);
  return { ...user, balance: paisaToPkr(balance) };
}
