import type { ResponsiblePlayHistory } from '@pkr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/responsible-play/history: every change of a limit, break, exclusion or interval, newest first. */
export const historyQueryKey = ['/api/responsible-play/history'] as const;

export function useProtectionHistory() {
  return useQuery({
    queryKey: historyQueryKey,
    queryFn: ({ signal }) => api.get<ResponsiblePlayHistory>('/api/responsible-play/history', { signal }),
  });
}
