import type { LimitKind, LimitsForm, ResponsiblePlay } from '@pkr/contracts';
import { api } from '@/lib/api-client';
import { useStateChange } from './state-change';

/** The body of PUT /api/responsible-play/limits that sets one limit (a PKR number) or removes it (null). */
export function limitChange(kind: LimitKind, amount: number | null): LimitsForm {
  switch (kind) {
    case 'depositDaily':
      return { depositLimits: { daily: amount } };
    case 'depositWeekly':
      return { depositLimits: { weekly: amount } };
    case 'depositMonthly':
      return { depositLimits: { monthly: amount } };
    case 'lossDaily':
      return { lossLimitDaily: amount };
  }
}

/** PUT /api/responsible-play/limits: a lower or first limit holds at once, a raise or removal in 24 hours. */
export function useSetLimit() {
  return useStateChange(
    ({ kind, amount }: { kind: LimitKind; amount: number | null }) => api.put<ResponsiblePlay>('/api/responsible-play/limits', limitChange(kind, amount)),
    'limit',
  );
}
