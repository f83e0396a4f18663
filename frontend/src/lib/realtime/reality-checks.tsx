import type { RealityCheckMessage } from '@pkr/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getRealtime } from './realtime';

/**
 * The reality check the server sent and the player has not answered yet. It lives in the query cache, so it
 * waits for the next game page when it arrives elsewhere, and a logout (which clears the cache) forgets it.
 */
const realityCheckQueryKey = ['live', 'reality_check'] as const;

export function storeRealityCheck(queryClient: QueryClient, check: RealityCheckMessage | null): void {
  queryClient.setQueryData(realityCheckQueryKey, check);
}

export function usePendingRealityCheck(): RealityCheckMessage | null {
  const { data } = useQuery({ queryKey: realityCheckQueryKey, queryFn: () => null, enabled: false, staleTime: Infinity });
  return data ?? null;
}

/** Keeps every `reality_check` the socket brings, on every screen of a logged-in player. */
export function LiveRealityCheck(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    const client = getRealtime();
    const release = client.retain();
    const unsubscribe = client.subscribe((message) => {
      if (message.type === 'reality_check') storeRealityCheck(queryClient, message);
    });
    return () => {
      unsubscribe();
      release();
    };
  }, [queryClient]);
  return null;
}
