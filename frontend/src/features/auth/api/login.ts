import type { PublicUser } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { i18next } from '@/i18n';
import { api, getErrorMessage } from '@/lib/api-client';
import { startSession } from '@/lib/auth/current-user';
import { redirectWithPageLoad } from '@/lib/navigation';
import { confirmSession, SessionIssueError } from './confirm-session';

/** Spec section 9: the full page load to /dashboard follows a successful login after 100 ms. */
export const AFTER_AUTH_REDIRECT_MS = 100;

export type LoginCredentials = { username: string; password: string };

/** POST /api/login {username, password}: the user, and the session cookie. */
export function login(credentials: LoginCredentials): Promise<PublicUser> {
  return api.post<PublicUser>('/api/login', credentials);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginCredentials) => {
      await login(credentials);
      return confirmSession(() => login(credentials));
    },
    onSuccess: (user) => {
      startSession(queryClient, user);
      toast({ title: i18next.t('auth:login.success.title'), description: i18next.t('auth:login.success.description', { username: user.username }) });
      // An account made before registration asked for a date of birth gives it before anything else.
      redirectWithPageLoad((user.dateOfBirthRequired ? paths.dateOfBirth : paths.dashboard).getHref(), AFTER_AUTH_REDIRECT_MS);
    },
    onError: (error) => {
      if (error instanceof SessionIssueError) {
        toast({
          variant: 'destructive',
          title: i18next.t('auth:login.issue.title'),
          description: i18next.t('auth:login.issue.description'),
        });
        return;
      }
      toast({
        variant: 'destructive',
        title: i18next.t('auth:login.failed.title'),
        description: getErrorMessage(error, i18next.t('auth:login.failed.fallback')),
      });
    },
  });
}
