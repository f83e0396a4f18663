import type { BreakPeriod, ResponsiblePlay } from '@pkr/contracts';
import { api } from '@/lib/api-client';
import { useStateChange } from './state-change';

/** POST /api/responsible-play/break {period}: betting, deposits and purchases pause from now. */
export function useTakeBreak() {
  return useStateChange((period: BreakPeriod) => api.post<ResponsiblePlay>('/api/responsible-play/break', { period }), 'break');
}
