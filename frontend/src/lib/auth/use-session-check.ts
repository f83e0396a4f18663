import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkSessionNow } from './current-user';
import { announceSession, readTrustedUser } from './session-storage';

/** Spec section 4: on a network (or server) error the check is retried after 1 s, at most twice. */
export const SESSION_CHECK_RETRY_MS = 1000;
export const SESSION_CHECK_MAX_RETRIES = 2;

export type SessionStatus = 'checking' | 'authenticated' | 'denied';

/**
 * The protected-route guard's check: a stored user checked within 5 minutes is trusted (and announced);
 * otherwise the server is asked. "Not logged in" has already cleared storage and fired logout
 * (the current-user fetcher does both), so a denial only needs the redirect.
 */
export function useSessionCheck(): SessionStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>(() => (readTrustedUser() ? 'authenticated' : 'checking'));

  useEffect(() => {
    // Read again, not taken from the first drawing: the check started with the route's code may have been answered
    // and stored since, and the guard must then show the page rather than wait for a check it will never make.
    const trusted = readTrustedUser();
    if (trusted) {
      announceSession('login', trusted);
      setStatus('authenticated');
      return;
    }
    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const attempt = async (retriesLeft: number) => {
      try {
        const user = await checkSessionNow(queryClient);
        if (cancelled) return;
        if (user) announceSession('login', user);
        setStatus(user ? 'authenticated' : 'denied');
      } catch {
        if (cancelled) return;
        if (retriesLeft > 0) retryTimer = setTimeout(() => void attempt(retriesLeft - 1), SESSION_CHECK_RETRY_MS);
        else setStatus('denied');
      }
    };
    void attempt(SESSION_CHECK_MAX_RETRIES);

    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
    };
  }, [queryClient]);

  return status;
}
