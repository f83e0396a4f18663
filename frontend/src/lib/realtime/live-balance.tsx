import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { autoplaysQueryKey } from '@/lib/live-game/autoplay-api';
import { applyBalanceUpdate } from './balance-updates';
import { getRealtime } from './realtime';

/**
 * Keeps the live connection up on every screen of a logged-in player and writes each `balance_update` into the
 * current user, so the balance on the page follows the ledger. The 60 s current-user poll stays the fallback.
 * Each time the socket opens the user and the running auto-plays are read once more: a change made before it opened
 * is never announced to it.
 */
export function LiveBalance(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    const client = getRealtime();
    const release = client.retain();
    const unsubscribe = client.subscribe((message) => {
      if (message.type === 'balance_update') applyBalanceUpdate(queryClient, message);
    });
    let wasOpen = client.store.get().status === 'open';
    const unwatch = client.store.subscribe(() => {
      const open = client.store.get().status === 'open';
      if (open && !wasOpen) {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        void queryClient.invalidateQueries({ queryKey: autoplaysQueryKey });
      }
      wasOpen = open;
    });
    return () => {
      unwatch();
      unsubscribe();
      release();
    };
  }, [queryClient]);
  return null;
}
