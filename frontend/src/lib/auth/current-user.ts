import type { PublicUser } from '@pkr/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { withPushedBalance } from './pushed-balance';
import {
  announceSession,
  clearStoredSession,
  readAuthCheckTime,
  readStoredUser,
  readTrustedUser,
  storeCheckedUser,
} from './session-storage';

/** GET /api/user: the logged-in user. Spec section 4/7: polled every 60 s; 401 or 403 means "nobody", not an error. */
export const CURRENT_USER_POLL_MS = 60_000;
export const currentUserQueryKey = ['/api/user'] as const;
/** A server answer this recent counts as asked now: the one a guarded screen's route asked for while its code loaded. */
export const SESSION_ANSWER_FRESH_MS = 2_000;

export async function getCurrentUser(signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    return await api.get<PublicUser>('/api/user', { signal, cache: 'no-store' });
  } catch (error) {
    if (isApiError(error, 401, 403)) return null;
    throw error;
  }
}

/**
 * Every answer of the server is written through to local storage; a lost session is announced once. A balance the
 * live connection pushed while the answer was on its way stands over the answer's.
 */
async function fetchAndRemember({ signal }: { signal?: AbortSignal }): Promise<PublicUser | null> {
  const askedAt = performance.now();
  const answer = await getCurrentUser(signal);
  const user = answer && withPushedBalance(answer, askedAt);
  if (user) {
    storeCheckedUser(user);
  } else if (readStoredUser()) {
    clearStoredSession();
    announceSession('logout');
  }
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: fetchAndRemember,
    refetchInterval: CURRENT_USER_POLL_MS,
  });

/**
 * The current user; a saved user is the initial value, as fresh as its last server check.
 * `checkOnMount` asks the server again on mount, for screens that act on the exact balance, unless it answered in
 * the last two seconds: on a first load that answer is the guard's own check, asked while the screen's code loaded.
 */
export function useUser({ checkOnMount = false }: { checkOnMount?: boolean } = {}) {
  return useQuery({
    ...currentUserQueryOptions(),
    ...(checkOnMount ? { staleTime: SESSION_ANSWER_FRESH_MS } : {}),
    initialData: () => readStoredUser() ?? undefined,
    initialDataUpdatedAt: () => readAuthCheckTime() ?? 0,
  });
}

const sessionCheck = { queryKey: currentUserQueryKey, queryFn: fetchAndRemember, staleTime: SESSION_ANSWER_FRESH_MS, retry: false } as const;

/**
 * Asks the server once, and updates cache and storage with the answer; a check already under way, or answered in
 * the last two seconds, is that answer.
 */
export function checkSessionNow(queryClient: QueryClient): Promise<PublicUser | null> {
  return queryClient.fetchQuery(sessionCheck);
}

/**
 * Starts the guard's check while a guarded screen's code downloads, so the screen does not wait for the code and
 * then for the server in turn. A user the guard trusts without asking is not asked for.
 */
export function startSessionCheck(queryClient: QueryClient): void {
  if (!readTrustedUser()) void queryClient.prefetchQuery(sessionCheck);
}

/** After a login or registration the server confirmed: cache, storage, and the login event. */
export function startSession(queryClient: QueryClient, user: PublicUser): void {
  storeCheckedUser(user);
  queryClient.setQueryData(currentUserQueryKey, user);
  announceSession('login', user);
}

/** Logout, in the spec's order: storage, the logout event, the whole cache, then the user set to null. */
export function endSession(queryClient: QueryClient): void {
  clearStoredSession();
  announceSession('logout');
  queryClient.clear();
  queryClient.setQueryData(currentUserQueryKey, null);
}
