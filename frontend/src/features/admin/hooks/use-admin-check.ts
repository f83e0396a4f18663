import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { isApiError } from '@/lib/api-client';
import { checkAdminStatus } from '../api/admin-session';

export type AdminCheck = { status: 'checking' } | { status: 'admin' } | { status: 'denied'; message: string };

type Denial = { message: string; title: string; description?: string };

/** Spec section 8: each way the check can fail has its own words on the screen and its own toast. */
const denials = {
  notAdmin: { message: "You don't have admin privileges. Please login with an admin account.", title: 'Authentication Failed' },
  notOk: { message: 'Failed to verify your admin status. Please login again.', title: 'Authentication Error' },
  network: {
    message: 'Connection error while verifying admin status. Please try again.',
    title: 'Connection Error',
    description: 'Could not connect to the server to verify admin status.',
  },
} satisfies Record<string, Denial>;

/** An admin call the server refused for want of a session or of admin rights. */
const refusedAdminCall = (key: unknown, error: unknown) => typeof key === 'string' && key.startsWith('/api/admin') && isApiError(error, 401, 403);

/**
 * The admin guard's auth-check per visit: admin only when the server says isAdmin is exactly true. Afterwards,
 * any admin list the server refuses with 401 or 403 (rights revoked, session ended) closes the panel at once.
 */
export function useAdminCheck(): AdminCheck {
  const [check, setCheck] = useState<AdminCheck>({ status: 'checking' });
  const queryClient = useQueryClient();

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || !refusedAdminCall(event.query.queryKey[0], event.query.state.error)) return;
        setCheck((current) => (current.status === 'denied' ? current : { status: 'denied', message: denials.notAdmin.message }));
      }),
    [queryClient],
  );

  useEffect(() => {
    let cancelled = false;
    const deny = (denial: Denial) => {
      toast({ variant: 'destructive', title: denial.title, description: denial.description ?? denial.message });
      setCheck({ status: 'denied', message: denial.message });
    };
    checkAdminStatus().then(
      (isAdmin) => {
        if (cancelled) return;
        if (isAdmin) setCheck({ status: 'admin' });
        else deny(denials.notAdmin);
      },
      (error: unknown) => {
        if (!cancelled) deny(isApiError(error) ? denials.notOk : denials.network);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return check;
}
