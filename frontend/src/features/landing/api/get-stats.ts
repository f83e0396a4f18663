import type { statsReplySchema } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type Stats = z.output<typeof statsReplySchema>;

/** Spec section 9: the home page polls its stats every 10 s. */
export const STATS_POLL_MS = 10_000;
export const statsQueryKey = ['/api/stats'] as const;

export function getStats(signal?: AbortSignal): Promise<Stats> {
  return api.get<Stats>('/api/stats', { signal });
}

export function useStats() {
  return useQuery({ queryKey: statsQueryKey, queryFn: ({ signal }) => getStats(signal), refetchInterval: STATS_POLL_MS });
}
