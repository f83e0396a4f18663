import type { PlayerAvatar } from '@pkr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * GET /api/avatars?userIds=…: other players' avatars by user id; one request per set of players. The last set's
 * avatars stay while a new set loads, so a newcomer never turns the players already shown grey.
 */
export function useAvatars(userIds: readonly string[]): Map<string, PlayerAvatar> {
  const ids = [...new Set(userIds)].sort();
  const { data } = useQuery<PlayerAvatar[]>({
    queryKey: [`/api/avatars?userIds=${ids.join(',')}`],
    enabled: ids.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return new Map((data ?? []).map((avatar) => [avatar.userId, avatar]));
}
