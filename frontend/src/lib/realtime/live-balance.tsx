import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyBalanceUpdate } from './balance-updates';
import { getRealtime } from './realtime';

/**
 * Keeps the live connection up on every screen of a logged-in player and writes each `balance_update` into the
 * current user, so the balance on the page follows the ledger. The 60 s current-user poll stays the fallback.
 */
export function LiveBalance(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    const client = getRealtime();
    const release = client.retain();
    const unsubscribe = client.subscribe((message) => {
      if (message.type === 'balance_update') applyBalanceUpdate(queryClient, message);
    });
    return () => {
      unsubscribe();
      release();
    };
  }, [queryClient]);
  return null;
}
