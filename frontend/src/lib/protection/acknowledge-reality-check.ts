import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeRealityCheck } from '@/lib/realtime/reality-checks';

/** POST /api/responsible-play/reality-check/ack: the player has seen the check, and bets are taken again. */
export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/responsible-play/reality-check/ack'),
    onSuccess: () => storeRealityCheck(queryClient, null),
  });
}
