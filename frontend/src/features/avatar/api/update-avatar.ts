import type { AvatarColor, PublicUser } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { storeCheckedUser } from '@/lib/auth/session-storage';

/** POST /api/update-avatar {avatarColor, selectedAccessories}; the body of the answer is not read (spec section 7). */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatar: { avatarColor: AvatarColor; selectedAccessories: string[] }) => api.post<unknown>('/api/update-avatar', avatar),
    onSuccess: (_reply, avatar) => {
      const user = queryClient.getQueryData<PublicUser | null>(currentUserQueryKey);
      if (!user) return;
      const updated = { ...user, avatarColor: avatar.avatarColor, selectedAccessories: JSON.stringify(avatar.selectedAccessories) };
      storeCheckedUser(updated);
      queryClient.setQueryData(currentUserQueryKey, updated);
    },
  });
}
