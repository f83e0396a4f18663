import type { PlayerFigures } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';

/** The locked items the player's play has unlocked (from GET /api/user/stats); none while the leaderboard is away. */
export function useUnlockedAccessories(): string[] {
  const figures = useQuery<PlayerFigures>({ queryKey: ['/api/user/stats'], retry: false });
  return figures.data?.unlockedAccessories ?? [];
}
