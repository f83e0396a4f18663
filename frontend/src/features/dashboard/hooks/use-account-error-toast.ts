import { useEffect } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';

/** Spec section 8: a failed account load is a toast; no answer at all is a connection problem. */
export function useAccountErrorToast(error: Error | null): void {
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to load your account information. Please try again later.',
      });
    } else {
      toast({
        variant: 'destructive',
        title: 'Connection Error',
        description: 'Failed to connect to the server. Please check your internet connection and try again.',
      });
    }
  }, [error]);
}
