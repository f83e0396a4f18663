import { QueryClient, type DefaultOptions, type QueryFunction } from '@tanstack/react-query';
import { api, isApiError } from './api-client';

/** Spec section 9: staleness 5 min, no refetch on focus, queries retry twice but never on 401/403, mutations never. */
export const STALE_TIME_MS = 5 * 60 * 1000;
export const MAX_QUERY_RETRIES = 2;

/** TanStack calls this with the number of failures so far (0 after the first). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error, 401, 403)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** Any query without its own function GETs the first element of its key (spec section 7). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== 'string' || !url.startsWith('/')) {
    throw new Error(`The first element of a query key must be a URL path, got ${JSON.stringify(url)}`);
  }
  return api.get<unknown>(url, { signal });
};

export const queryConfig = {
  queries: {
    queryFn: defaultQueryFn,
    staleTime: STALE_TIME_MS,
    refetchOnWindowFocus: false,
    retry: shouldRetryQuery,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
