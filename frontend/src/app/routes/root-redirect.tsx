import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { checkSessionNow } from '@/lib/auth/current-user';

/** `/`: checks the session (the fetch stores the answer), then always goes on to /dashboard (spec section 2). */
export function RootRedirectRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    checkSessionNow(queryClient)
      .catch(() => null)
      .finally(() => {
        if (active) void navigate(paths.dashboard.getHref(), { replace: true });
      });
    return () => {
      active = false;
    };
  }, [queryClient, navigate]);

  return <FullPageStatus message="Checking your account..." />;
}
