import type { PublicUser } from '@pkr/contracts';

/** The last balance the live connection pushed, whose user, and when it was shown. */
let lastPushed: { userId: string; balance: number; at: number } | null = null;

/** Notes a balance the live connection pushed and the page now shows. */
export function notePushedBalance(userId: string, balance: number): void {
  lastPushed = { userId, balance, at: performance.now() };
}

/**
 * The user a read of `GET /api/user` answered, with the balance to show. A read asked before a balance was pushed
 * may have been answered from before that change, and would put the older balance back until the next poll a
 * minute later; so a balance pushed since the read was asked stands. Should the read have seen a still later
 * change, that change's own push follows it.
 */
export function withPushedBalance(user: PublicUser, askedAt: number): PublicUser {
  return lastPushed !== null && lastPushed.userId === user.id && lastPushed.at >= askedAt ? { ...user, balance: lastPushed.balance } : user;
}
