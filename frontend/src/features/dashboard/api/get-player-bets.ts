import type { PlayerBet } from '@pkr/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const BETS_PAGE_SIZE = 10;
type BetsPage = { bets: PlayerBet[]; hasMore: boolean };

/** GET /api/user/bets: the player's bets newest first, a page at a time; the next page starts before the last row. */
export function usePlayerBets() {
  return useInfiniteQuery({
    queryKey: ['/api/user/bets'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(BETS_PAGE_SIZE) });
      if (pageParam) query.set('before', pageParam);
      return api.get<BetsPage>(`/api/user/bets?${query}`, { signal });
    },
    getNextPageParam: (page) => (page.hasMore ? page.bets.at(-1)?.placedAt : undefined),
  });
}
