import { MAX_PAISA } from '@pkr/contracts';

/** An account of the ledger. Every user has one; the wallet keeps three of its own, the house on several rows. */
export type AccountId = string;

export const systemAccounts = {
  /** The other side of every bet, payout, bonus and adjustment; the first of its rows. */
  house: 'house',
  /** Money entering and leaving the platform through the mobile wallets. */
  clearing: 'clearing',
  /** Withdrawals requested and not yet reviewed: held so no two requests spend the same rupees. */
  holds: 'withdrawal-holds',
} as const;

/**
 * The house's balance is spread over this many rows, `house` and `house:1` to `house:15`, and is their sum. A
 * move writes the house's side on one of them, so transactions running at once rarely wait on the same row.
 */
export const HOUSE_SHARDS = 16;

export const isHouseAccount = (account: AccountId): boolean => account === systemAccounts.house || account.startsWith('house:');

/** The house row a transfer moves money on, picked by its id (a batch: its first id), FNV-1a over the id. */
export function houseShardFor(transferId: string): AccountId {
  let hash = 0x811c9dc5;
  for (let index = 0; index < transferId.length; index += 1) hash = Math.imul(hash ^ transferId.charCodeAt(index), 0x01000193);
  const shard = (hash >>> 0) % HOUSE_SHARDS;
  return shard === 0 ? systemAccounts.house : `house:${shard}`;
}

export const userAccount = (userId: string): AccountId => `user:${userId}`;

export const isUserAccount = (account: AccountId): boolean => account.startsWith('user:');

export const userIdOf = (account: AccountId): string => account.slice('user:'.length);

/** A player's balance crosses the wire as paisa bounded by `MAX_PAISA`, so no transfer may take it past that. */
export const passesMaxBalance = (account: AccountId, balanceAfter: number): boolean => isUserAccount(account) && balanceAfter > MAX_PAISA;

/** House and clearing mirror the outside world and may go negative; a user or the holds never. */
export const mayGoNegative = (account: AccountId): boolean => isHouseAccount(account) || account === systemAccounts.clearing;

/**
 * The one order in which a transaction locks accounts, so two transfers never wait on each other in a cycle:
 * the accounts that must not go negative first, then house and clearing, each group by id.
 */
export function lockOrder(accounts: readonly AccountId[]): AccountId[] {
  const rank = (account: AccountId) => (mayGoNegative(account) ? 1 : 0);
  return [...new Set(accounts)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
