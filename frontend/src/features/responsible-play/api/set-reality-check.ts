import type { ResponsiblePlay } from '@pkr/contracts';
import { api } from '@/lib/api-client';
import { useStateChange } from './state-change';

/** PUT /api/responsible-play/reality-check {minutes}: how often a reality check interrupts play, 15 to 120. */
export function useSetRealityCheck() {
  return useStateChange((minutes: number) => api.put<ResponsiblePlay>('/api/responsible-play/reality-check', { minutes }), 'interval');
}
