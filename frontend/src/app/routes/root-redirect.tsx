import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { checkSessionNow } from '@/lib/auth/current-user';

const LandingPage = lazy(async () => ({ default: (await import('@/features/landing/components/landing-page')).LandingPage }));

/**
 * `/`: checks the session (the fetch stores the answer); a player goes on to /dashboard, a visitor nobody is
 * logged in as sees the landing page. A failed check still goes on to /dashboard (spec section 2).
 */
export function RootRedirectRoute() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [visitor, setVisitor] = useState(false);

  useEffect(() => {
    let active = true;
    checkSessionNow(queryClient).then(
      (user) => {
        if (!active) return;
        if (user) void navigate(paths.dashboard.getHref(), { replace: true });
        else setVisitor(true);
      },
      () => {
        if (active) void navigate(paths.dashboard.getHref(), { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [queryClient, navigate]);

  const checking = <FullPageStatus message={t('status.checkingAccount')} />;
  if (!visitor) return checking;
  return (
    <Suspense fallback={checking}>
      <LandingPage />
    </Suspense>
  );
}
