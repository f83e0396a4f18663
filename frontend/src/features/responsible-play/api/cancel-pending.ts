import type { LimitKind, ResponsiblePlay } from '@pkr/contracts';
import { api } from '@/lib/api-client';
import { useStateChange } from './state-change';

/** DELETE /api/responsible-play/limits/pending/:kind: the limit stays as it is, the raise or removal is dropped. */
export function useCancelPending() {
  return useStateChange(
    (kind: LimitKind) => api.delete<ResponsiblePlay>(`/api/responsible-play/limits/pending/${kind}`),
    'cancel',
  );
}
