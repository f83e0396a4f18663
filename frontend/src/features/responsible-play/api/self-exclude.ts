import type { ExclusionPeriod, ResponsiblePlay } from '@pkr/contracts';
import { api } from '@/lib/api-client';
import { useStateChange } from './state-change';

/** POST /api/responsible-play/self-exclusion {period}: holds at once and ends every session of the player. */
export function useSelfExclude() {
  return useStateChange(
    (period: ExclusionPeriod) => api.post<ResponsiblePlay>('/api/responsible-play/self-exclusion', { period }),
    'selfExclude',
  );
}
