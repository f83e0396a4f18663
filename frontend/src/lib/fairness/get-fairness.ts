import type { fairnessReplySchema, GameType } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

export type Fairness = z.output<typeof fairnessReplySchema>;

/** GET /api/fairness/:gameType: the chain's terminating hash, the salt (null while awaited), the edge, cap and formula. */
export function useFairness(gameType: GameType) {
  return useQuery<Fairness>({ queryKey: [`/api/fairness/${gameType}`] });
}
