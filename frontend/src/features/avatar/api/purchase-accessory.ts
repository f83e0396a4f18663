import type { PublicUser } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { api, createRequestId, isApiError, isPendingOutcome } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { storeCheckedUser } from '@/lib/auth/session-storage';
import { withRetries } from '@/lib/retry';

type PurchaseReply = { newBalance: number; avatarAccessories: string; selectedAccessories: string };
type PurchaseInput = { accessoryId: string; price: number };

/** Asked again under the same key while the outcome is being confirmed or the call never reached the server. */
export const PURCHASE_RETRIES = 3;
export const PURCHASE_RETRY_MS = 1_000;

const purchaseRetryDelay = (error: unknown): number | null => (!isApiError(error) || isPendingOutcome(error) ? PURCHASE_RETRY_MS : null);

/** POST /api/purchase-accessory {accessoryId, price}, under one idempotency key, so a retry never charges twice. */
export function purchaseAccessory(item: PurchaseInput): Promise<PurchaseReply> {
  const idempotencyKey = createRequestId();
  return withRetries(() => api.post<PurchaseReply>('/api/purchase-accessory', item, { idempotencyKey }), PURCHASE_RETRIES, purchaseRetryDelay);
}

/** The balance comes from the answer (spec section 4); an outcome still unknown shows once the account is read again. */
export function usePurchaseAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseAccessory,
    onSuccess: (reply) => {
      const user = queryClient.getQueryData<PublicUser | null>(currentUserQueryKey);
      if (!user) return;
      const updated = { ...user, balance: reply.newBalance, avatarAccessories: reply.avatarAccessories, selectedAccessories: reply.selectedAccessories };
      storeCheckedUser(updated);
      queryClient.setQueryData(currentUserQueryKey, updated);
    },
    onError: async (error) => {
      if (!isPendingOutcome(error)) return;
      toast({ title: i18next.t('avatar:purchasePending.title'), description: i18next.t('avatar:purchasePending.description') });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
