import type { PublicUser } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { storeCheckedUser } from '@/lib/auth/session-storage';

type PurchaseReply = { newBalance: number; avatarAccessories: string; selectedAccessories: string };

/** POST /api/purchase-accessory {accessoryId, price}: the balance comes from the answer (spec section 4). */
export function usePurchaseAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { accessoryId: string; price: number }) => api.post<PurchaseReply>('/api/purchase-accessory', item),
    onSuccess: (reply) => {
      const user = queryClient.getQueryData<PublicUser | null>(currentUserQueryKey);
      if (!user) return;
      const updated = { ...user, balance: reply.newBalance, avatarAccessories: reply.avatarAccessories, selectedAccessories: reply.selectedAccessories };
      storeCheckedUser(updated);
      queryClient.setQueryData(currentUserQueryKey, updated);
    },
  });
}
