import type { BalanceUpdateMessage, PublicUser } from '@pkr/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { notePushedBalance } from '@/lib/auth/pushed-balance';
import { rememberBalance } from '@/lib/auth/session-storage';

/** The ledger position of the last balance each app instance showed, per user. */
const lastApplied = new WeakMap<QueryClient, { userId: string; sequence: number }>();

/**
 * Writes a live balance into the current user (cache and local storage), so every screen that shows it updates
 * without a reload. An update about anyone but the current user, or older than one already shown, changes nothing.
 */
export function applyBalanceUpdate(queryClient: QueryClient, update: BalanceUpdateMessage): boolean {
  const user = queryClient.getQueryData<PublicUser | null>(currentUserQueryKey);
  if (!user || user.id !== update.userId) return false;
  const last = lastApplied.get(queryClient);
  if (last?.userId === update.userId && last.sequence >= update.sequence) return false;
  lastApplied.set(queryClient, { userId: update.userId, sequence: update.sequence });
  const updated: PublicUser = { ...user, balance: update.balance };
  queryClient.setQueryData(currentUserQueryKey, updated);
  notePushedBalance(update.userId, update.balance);
  rememberBalance(update.userId, update.balance);
  return true;
}
