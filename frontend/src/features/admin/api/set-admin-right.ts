import type { AuthUser } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { api, getErrorMessage } from '@/lib/api-client';
import { showUserChange } from './get-users';

export type AdminRightChange = { userId: string; isAdmin: boolean };

/** POST /api/admin/users/{userId}/admin {isAdmin}: grants or revokes admin; the server refuses revoking oneself. */
export function setAdminRight({ userId, isAdmin }: AdminRightChange): Promise<AuthUser> {
  return api.post<AuthUser>(`/api/admin/users/${encodeURIComponent(userId)}/admin`, { isAdmin });
}

export function useSetAdminRight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminRight,
    onSuccess: async (user) => {
      toast(
        user.isAdmin
          ? { title: i18next.t('adminUsers:rights.grantedTitle'), description: i18next.t('adminUsers:rights.grantedDescription', { username: user.username }) }
          : { title: i18next.t('adminUsers:rights.revokedTitle'), description: i18next.t('adminUsers:rights.revokedDescription', { username: user.username }) },
      );
      await showUserChange(queryClient, user.id, { isAdmin: user.isAdmin });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: i18next.t('adminUsers:rights.error'), description: getErrorMessage(error, i18next.t('admin:tryAgain')) });
    },
  });
}
