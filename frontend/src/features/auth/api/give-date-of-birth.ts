import type { PublicUser } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { api, getErrorMessage } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { storeCheckedUser } from '@/lib/auth/session-storage';

/** POST /api/user/date-of-birth {dateOfBirth}: the user, no longer asked for it. */
export function giveDateOfBirth(dateOfBirth: string): Promise<PublicUser> {
  return api.post<PublicUser>('/api/user/date-of-birth', { dateOfBirth });
}

/** Saves the date of birth; the answered user replaces the one held, so the screens that asked for it let the player in. */
export function useGiveDateOfBirth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveDateOfBirth,
    onSuccess: (user) => {
      storeCheckedUser(user);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: i18next.t('auth:dateOfBirth.failed.title'),
        description: getErrorMessage(error, i18next.t('auth:dateOfBirth.failed.fallback')),
      });
    },
  });
}
