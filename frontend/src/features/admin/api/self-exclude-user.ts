import type { ExclusionPeriod, ResponsiblePlay } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { api, getErrorMessage } from '@/lib/api-client';
import { pktTime } from '../utils/protection-words';
import { showUserChange } from './get-users';

export type UserSelfExclusion = { userId: string; username: string; period: ExclusionPeriod; reason: string };

/**
 * POST /api/admin/users/{userId}/self-exclusion {period, reason}: the server keeps the later of the two ends, so a
 * repeat can only extend an exclusion, and answers the player's whole protection state.
 */
export function selfExcludeUser({ userId, period, reason }: UserSelfExclusion): Promise<ResponsiblePlay> {
  return api.post<ResponsiblePlay>(`/api/admin/users/${encodeURIComponent(userId)}/self-exclusion`, { period, reason });
}

export function useSelfExcludeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selfExcludeUser,
    onSuccess: async (protection, { userId, username }) => {
      const until = protection.selfExcludedUntil;
      const description = until
        ? i18next.t('adminUsers:exclusion.doneUntil', { username, time: pktTime(until, new Date()) })
        : i18next.t('adminUsers:exclusion.done', { username });
      toast({ title: i18next.t('adminUsers:exclusion.doneTitle'), description });
      await showUserChange(queryClient, userId, { protection });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: i18next.t('adminUsers:exclusion.error'), description: getErrorMessage(error, i18next.t('admin:tryAgain')) });
    },
  });
}
