import type { PublicUser } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { i18next } from '@/i18n';
import { api, getErrorMessage } from '@/lib/api-client';
import { startSession } from '@/lib/auth/current-user';
import { redirectWithPageLoad } from '@/lib/navigation';
import { confirmSession, SessionIssueError } from './confirm-session';
import { AFTER_AUTH_REDIRECT_MS, login } from './login';

/** Spec section 4: after a 'Registration issue' the screen switches to login after 2 s. */
export const SWITCH_TO_LOGIN_AFTER_ISSUE_MS = 2000;

/** The registration payload; the form's email goes in `phone` (spec section 3). */
export type Registration = { username: string; password: string; phone: string; dateOfBirth: string };

/** POST /api/register {username, password, phone, dateOfBirth}: the user, and the session cookie. */
export function register(registration: Registration): Promise<PublicUser> {
  return api.post<PublicUser>('/api/register', registration);
}

export function useRegister({ onSessionIssue }: { onSessionIssue: (username: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (registration: Registration) => {
      await register(registration);
      const { username, password } = registration;
      return confirmSession(() => login({ username, password }));
    },
    onSuccess: (user) => {
      startSession(queryClient, user);
      toast({ title: i18next.t('auth:register.success.title'), description: i18next.t('auth:register.success.description', { username: user.username }) });
      redirectWithPageLoad(paths.dashboard.getHref(), AFTER_AUTH_REDIRECT_MS);
    },
    onError: (error, registration) => {
      if (error instanceof SessionIssueError) {
        toast({
          variant: 'destructive',
          title: i18next.t('auth:register.issue.title'),
          description: i18next.t('auth:register.issue.description'),
        });
        setTimeout(() => onSessionIssue(registration.username), SWITCH_TO_LOGIN_AFTER_ISSUE_MS);
        return;
      }
      toast({
        variant: 'destructive',
        title: i18next.t('auth:register.failed.title'),
        description: getErrorMessage(error, i18next.t('auth:register.failed.fallback')),
      });
    },
  });
}
