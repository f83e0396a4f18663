import type { Autoplay, BetSlot, GameType } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import { autoplayOf, autoplaysQueryKey, listAutoplays } from './autoplay-api';

/**
 * The auto-play running in one bet panel (GET /api/autoplay, kept by each `autoplay_update`), or null, and the
 * number of the server's read the list comes from (0 before the first).
 */
export function useRunningAutoplay(gameType: GameType, slot: BetSlot): { running: Autoplay | null; read: number } {
  const { data } = useQuery({ queryKey: autoplaysQueryKey, queryFn: listAutoplays });
  return { running: autoplayOf(data?.autoplays ?? [], gameType, slot), read: data?.read ?? 0 };
}
