/** An account of the ledger. Every user has one; the wallet keeps three of its own. */
export type AccountId = string;

export const systemAccounts = {
  /** The other side of every bet, payout, bonus and adjustment. */
  house: 'house',
  /** Money entering and leaving the platform through the mobile wallets. */
  clearing: 'clearing',
  /** Withdrawals requested and not yet reviewed: held so no two requests spend the same rupees. */
  holds: 'withdrawal-holds',
} as const;

export const userAccount = (userId: string): AccountId => `user:${userId}`;

export const isUserAccount = (account: AccountId): boolean => account.startsWith('user:');

export const userIdOf = (account: AccountId): string => account.slice('user:'.length);

/** House and clearing mirror the outside world and may go negative; a user or the holds never. */
export const mayGoNegative = (account: AccountId): boolean =>
  account === systemAccounts.house || account === systemAccounts.clearing;

/**
 * The one order in which a transaction locks accounts, so two transfers never wait on each other in a cycle:
 * the accounts that must not go negative first, then house and clearing, each group by id.
 */
export function lockOrder(accounts: readonly AccountId[]): AccountId[] {
  const rank = (account: AccountId) => (mayGoNegative(account) ? 1 : 0);
  return [...new Set(accounts)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
