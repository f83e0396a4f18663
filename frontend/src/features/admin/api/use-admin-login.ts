import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { i18next } from '@/i18n';
import { adminLogin, checkAdminStatus, type AdminCredentials } from './admin-session';

/** Spec section 7: the auth-check follows the login after 500 ms, the move to /admin the toast after 500 ms. */
export const ADMIN_CHECK_DELAY_MS = 500;
export const ADMIN_REDIRECT_MS = 500;

/** A failed step of the admin login, worded for the person at the form (spec section 7). */
class AdminLoginError extends Error {
  override readonly name = 'AdminLoginError';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loginAsAdmin(credentials: AdminCredentials): Promise<void> {
  await adminLogin(credentials).catch(() => {
    throw new AdminLoginError(i18next.t('admin:login.failed'));
  });
  // The cookie has just been set; the wait lets the browser store it before the check reads it.
  await wait(ADMIN_CHECK_DELAY_MS);
  const isAdmin = await checkAdminStatus().catch(() => {
    throw new AdminLoginError(i18next.t('admin:login.verifyFailed'));
  });
  if (!isAdmin) throw new AdminLoginError(i18next.t('admin:login.notEstablished'));
}

export function useAdminLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: loginAsAdmin,
    onSuccess: () => {
      toast({ title: i18next.t('admin:login.successTitle'), description: i18next.t('admin:login.successDescription') });
      setTimeout(() => void navigate(paths.admin.getHref()), ADMIN_REDIRECT_MS);
    },
  });
}
