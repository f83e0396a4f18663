import type { roundHistorySchema } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** Spec section 9: the admin history shows the latest 20 Crash rounds. */
export const GAME_HISTORY_LIMIT = 20;
const HISTORY_URL = `/api/admin/games?type=crash&limit=${GAME_HISTORY_LIMIT}`;

export type RoundHistory = z.infer<typeof roundHistorySchema>;

/** GET /api/admin/games?type=crash&limit=20: finished rounds, newest first. */
export function getGameHistory(signal?: AbortSignal): Promise<RoundHistory[]> {
  return api.get<RoundHistory[]>(HISTORY_URL, { signal });
}

export function useGameHistory() {
  // Rounds finish every few seconds: opening the tab always asks again.
  return useQuery({ queryKey: [HISTORY_URL], queryFn: ({ signal }) => getGameHistory(signal), staleTime: 0 });
}
