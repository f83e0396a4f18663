import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { LiveBalance } from '@/lib/realtime/live-balance';
import { LiveRealityCheck } from '@/lib/realtime/reality-checks';
import { useUser } from './current-user';
import { useSessionCheck } from './use-session-check';

/**
 * Renders its page only for a logged-in user (spec section 2): a spinner while the session is checked,
 * otherwise a short notice and a move to /auth. A session lost later (the 60 s poll answers 401) also leads out.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const status = useSessionCheck();
  const { data: user } = useUser();
  const navigate = useNavigate();
  const denied = status === 'denied' || (status === 'authenticated' && !user);

  useEffect(() => {
    if (denied) void navigate(paths.auth.getHref(), { replace: true });
  }, [denied, navigate]);

  if (status === 'checking') return <FullPageStatus message={t('status.loadingAccount')} />;
  if (denied) return <FullPageStatus message={t('status.authRequired')} />;
  return (
    <>
      <LiveBalance />
      <LiveRealityCheck />
      {children}
    </>
  );
}
