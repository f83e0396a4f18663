import type { AuthUser } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
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
          ? { title: 'Admin rights granted', description: `${user.username} can now open the admin panel.` }
          : { title: 'Admin rights revoked', description: `${user.username} can no longer open the admin panel.` },
      );
      await showUserChange(queryClient, user.id, { isAdmin: user.isAdmin });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error changing admin rights', description: getErrorMessage(error, 'Please try again.') });
    },
  });
}
