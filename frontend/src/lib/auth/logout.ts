import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { i18next } from '@/i18n';
import { api } from '@/lib/api-client';
import { redirectWithPageLoad } from '@/lib/navigation';
import { endSession } from './current-user';

/** Spec section 4/9: to /auth by a full page load 300 ms after logout, 500 ms when the call failed. */
export const LOGOUT_REDIRECT_MS = 300;
export const FAILED_LOGOUT_REDIRECT_MS = 500;

/** POST /api/logout; the answer is not read. */
export async function logout(): Promise<void> {
  await api.post<unknown>('/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast({ title: i18next.t('common:logout.doneTitle'), description: i18next.t('common:logout.doneDescription') });
      endSession(queryClient);
      redirectWithPageLoad(paths.auth.getHref(), LOGOUT_REDIRECT_MS);
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: i18next.t('common:logout.errorTitle'),
        description: i18next.t('common:logout.errorDescription'),
      });
      endSession(queryClient);
      redirectWithPageLoad(paths.auth.getHref(), FAILED_LOGOUT_REDIRECT_MS);
    },
  });
}
