import type { AdminUser } from '@pkr/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec section 9: the admin user list is refreshed every 10 s. */
export const ADMIN_USERS_POLL_MS = 10_000;
const USERS_URL = '/api/admin/users';

/**
 * GET /api/admin/users, or /api/admin/users/search?query= for a search: users with their balance in PKR and, read-only,
 * their limits, break and self-exclusion.
 */
export function getUsers(query: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const url = query === '' ? USERS_URL : `${USERS_URL}/search?query=${encodeURIComponent(query)}`;
  return api.get<AdminUser[]>(url, { signal });
}

export const usersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [USERS_URL, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    // The full list is asked again whenever a screen shows it, and polled (spec section 7): balances and roles change
    // under it. A search answers once per press (`refetch` for the same text again) and is dropped once left, so a
    // later press of the same text asks the server instead of showing old matches.
    ...(query === '' ? { staleTime: 0, refetchInterval: ADMIN_USERS_POLL_MS } : { gcTime: 0 }),
  });

/** All users when `query` is empty, else the search's matches. */
export function useUsers(query: string) {
  return useQuery(usersQueryOptions(query));
}

/**
 * After a balance or a transaction changed: the full list is reloaded. A search is not sent again, since the
 * server audits every search as the admin's own; a known change is written into it instead (`showUserChange`).
 */
export function reloadUsers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: usersQueryOptions('').queryKey });
}

/** One user changed by this admin: patched in every list and search shown, then the full list is reloaded. */
export function showUserChange(queryClient: QueryClient, userId: string, change: Partial<AdminUser>): Promise<void> {
  queryClient.setQueriesData<AdminUser[]>({ queryKey: [USERS_URL] }, (users) => users?.map((user) => (user.id === userId ? { ...user, ...change } : user)));
  return reloadUsers(queryClient);
}
