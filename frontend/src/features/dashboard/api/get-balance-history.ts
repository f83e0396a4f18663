import { useQuery } from '@tanstack/react-query';

export type BalancePoint = { at: string; balance: number };

/** GET /api/user/balance-history: the balance after each of the player's latest ledger entries, oldest first. */
export function useBalanceHistory() {
  return useQuery<BalancePoint[]>({ queryKey: ['/api/user/balance-history'] });
}
