import type { LeaderboardEntry, LeaderboardSort } from '@pkr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec section 9: the leaderboard shows 10 and grows by 10 per Load More; the server answers at most 100. */
export const LEADERBOARD_PAGE = 10;
export const LEADERBOARD_MAX = 100;

export const leaderboardUrl = (sort: LeaderboardSort, limit: number) => `/api/leaderboard?limit=${limit}&sort=${sort}`;

/** GET /api/leaderboard: the top `limit` players of one tab; a failure is 'Failed to fetch leaderboard data' (spec section 7). */
export function getLeaderboard(sort: LeaderboardSort, limit: number, signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  return api.get<LeaderboardEntry[]>(leaderboardUrl(sort, limit), { signal }).catch((error: unknown) => {
    throw new Error('Failed to fetch leaderboard data', { cause: error });
  });
}

/** A longer list keeps showing the shorter one while it loads, so Load More never blanks the table. */
export function useLeaderboard(sort: LeaderboardSort, limit: number) {
  return useQuery({
    queryKey: [leaderboardUrl(sort, limit)],
    queryFn: ({ signal }) => getLeaderboard(sort, limit, signal),
    placeholderData: keepPreviousData,
  });
}
