import type { PublicUser } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { storeCheckedUser } from '@/lib/auth/session-storage';

/** POST /api/user/profile {phone}: the contact shown on the Profile tab. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => api.post<PublicUser>('/api/user/profile', { phone }),
    onSuccess: (user) => {
      storeCheckedUser(user);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
