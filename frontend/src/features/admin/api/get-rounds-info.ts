import type { GameType, roundsInfoReplySchema } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** Spec section 9: round info is refreshed every 5 s while the Game Control tab is open. */
export const ROUNDS_INFO_POLL_MS = 5_000;

/** The current round and the crash points scheduled per future round ({"12": 2.5}). */
export type RoundsInfo = z.infer<typeof roundsInfoReplySchema>;

export const roundsInfoQueryKey = (gameType: GameType) => ['/api/admin/game/rounds', gameType] as const;

/** GET /api/admin/game/rounds/{gameType}. */
export function getRoundsInfo(gameType: GameType, signal?: AbortSignal): Promise<RoundsInfo> {
  return api.get<RoundsInfo>(`/api/admin/game/rounds/${gameType}`, { signal });
}

/** Polls only while mounted: the tab's content unmounts when another tab is chosen. */
export function useRoundsInfo(gameType: GameType) {
  return useQuery({
    queryKey: roundsInfoQueryKey(gameType),
    queryFn: ({ signal }) => getRoundsInfo(gameType, signal),
    refetchInterval: ROUNDS_INFO_POLL_MS,
  });
}
