import type { fairnessRoundReplySchema, GameType } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/query-client';

export type RoundReveal = z.output<typeof fairnessRoundReplySchema>;

/** GET /api/fairness/:gameType/rounds/:roundId: a finished round's hashes and crash point; 404 is not asked again. */
export function useRoundReveal(gameType: GameType, roundId: number) {
  return useQuery<RoundReveal>({
    queryKey: [`/api/fairness/${gameType}/rounds/${roundId}`],
    retry: (failureCount, error) => !isApiError(error, 404) && shouldRetryQuery(failureCount, error),
  });
}
