import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { checkAdminStatus } from '../api/admin-session';

/** Spec section 8: each way the check can fail has its own words on the screen (`admin:guard.<denial>`) and its own toast. */
export type Denial = 'notAdmin' | 'notOk' | 'network';

export type AdminCheck = { status: 'checking' } | { status: 'admin' } | { status: 'denied'; denial: Denial };


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
        setCheck((current) => (current.status === 'denied' ? current : { status: 'denied', denial: 'notAdmin' }));
      }),
    [queryClient],
  );

  useEffect(() => {
    let cancelled = false;
    const deny = (denial: Denial) => {
      const message = i18next.t(`admin:guard.${denial}.message`);
      // Only a denial with a description of its own tells the toast more than the screen.
      const description = i18next.t(`admin:guard.${denial}.description`, { defaultValue: message });
      toast({ variant: 'destructive', title: i18next.t(`admin:guard.${denial}.title`), description });
      setCheck({ status: 'denied', denial });
    };
    checkAdminStatus().then(
      (isAdmin) => {
        if (cancelled) return;
        if (isAdmin) setCheck({ status: 'admin' });
        else deny('notAdmin');
      },
      (error: unknown) => {
        if (!cancelled) deny(isApiError(error) ? 'notOk' : 'network');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return check;
}
