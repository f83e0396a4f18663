import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export type AdminCredentials = { username: string; password: string };

/** POST /api/admin/login {username, password}: sets the session cookie; 401 for anyone but an admin. */
export function adminLogin(credentials: AdminCredentials): Promise<unknown> {
  return api.post<unknown>('/api/admin/login', credentials);
}

/** GET /api/admin/auth-check, never from a cache: {isAdmin}, exactly true for an admin session. */
export async function checkAdminStatus(): Promise<boolean> {
  const { isAdmin } = await api.get<{ isAdmin: unknown }>('/api/admin/auth-check', { cache: 'no-store' });
  return isAdmin === true;
}

/** POST /api/admin/logout, then /admin-login (spec section 7), even if the call failed: the panel is left either way. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/admin/logout'),
    onSettled: () => {
      // The cookie session is gone, so nothing cached under it may be shown again.
      queryClient.clear();
      void navigate(paths.adminLogin.getHref(), { replace: true });
    },
  });
}
