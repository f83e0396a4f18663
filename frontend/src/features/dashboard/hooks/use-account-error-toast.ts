import { useEffect } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { ApiError } from '@/lib/api-client';

/** Spec section 8: a failed account load is a toast; no answer at all is a connection problem. */
export function useAccountErrorToast(error: Error | null): void {
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError) {
      toast({
        variant: 'destructive',
        title: i18next.t('dashboard:accountError.title'),
        description: i18next.t('dashboard:accountError.description'),
      });
    } else {
      toast({
        variant: 'destructive',
        title: i18next.t('dashboard:accountError.connectionTitle'),
        description: i18next.t('dashboard:accountError.connectionDescription'),
      });
    }
  }, [error]);
}
