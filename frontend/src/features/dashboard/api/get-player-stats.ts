import type { PlayerFigures } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/user/stats: the player's own figures, from the leaderboard. */
export const playerStatsQueryKey = ['/api/user/stats'] as const;

export function usePlayerStats() {
  return useQuery<PlayerFigures>({ queryKey: playerStatsQueryKey, retry: false });
}
