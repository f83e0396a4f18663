import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { AppShell } from '@/components/layout/app-shell';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { startSessionCheck } from '@/lib/auth/current-user';
import { NotFoundRoute } from './routes/not-found';
import { RootRedirectRoute } from './routes/root-redirect';

/**
 * A protected screen whose code loads on demand, rendered inside the guard once loaded. The guard keeps the live
 * connection, so it loads with the screen too: `/` and `/auth` never fetch the socket code. The guard's session
 * check starts as the code is asked for, and the guard finds its answer.
 */
const guardedLazy = (queryClient: QueryClient, path: string, load: () => Promise<ReactNode>): RouteObject => ({
  path,
  lazy: async () => {
    startSessionCheck(queryClient);
    const [{ ProtectedRoute }, element] = await Promise.all([import('@/lib/auth/protected-route'), load()]);
    return { element: <ProtectedRoute>{element}</ProtectedRoute> };
  },
});

/**
 * A guarded screen a self-excluded player may not use: it leads to the restricted view while the exclusion
 * holds. The player's protection state is asked for while the code loads, beside the session check. An account
 * still to give its date of birth is led to do that first.
 */
const closedWhenExcluded = (queryClient: QueryClient, path: string, load: () => Promise<ReactNode>): RouteObject =>
  guardedLazy(queryClient, path, async () => {
    const gate = import('@/lib/protection/exclusion-gate').then((module) => {
      module.startProtectionCheck(queryClient);
      return module;
    });
    const [{ ExclusionGate }, { DateOfBirthGate }, element] = await Promise.all([gate, import('@/lib/auth/date-of-birth-gate'), load()]);
    return (
      <DateOfBirthGate>
        <ExclusionGate>{element}</ExclusionGate>
      </DateOfBirthGate>
    );
  });

/** The admin panel, behind its own guard (an auth-check, not the player session), on both of its paths. */
const adminLazy = (path: string): RouteObject => ({
  path,
  lazy: async () => {
    const [{ AdminGuard }, { AdminPanel }] = await Promise.all([
      import('@/features/admin/components/admin-guard'),
      import('@/features/admin/components/admin-panel'),
    ]);
    return {
      element: (
        <AdminGuard>
          <AdminPanel />
        </AdminGuard>
      ),
    };
  },
});

/** A public screen whose code loads on demand. */
const publicLazy = (path: string, load: () => Promise<ReactNode>): RouteObject => ({
  path,
  lazy: async () => ({ element: await load() }),
});

/**
 * Spec section 2. Every screen but the root redirect and the 404 loads on demand, so the form rules (zod) stay out
 * of the first load. Pages with the public navigation bar and footer sit under SiteLayout; the dashboard, the games
 * and the download page draw their own frame.
 */
export const routesFor = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.root.path,
    element: <AppShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageStatus message="Loading..." />,
    children: [
      { index: true, element: <RootRedirectRoute /> },
      {
        path: paths.auth.path,
        lazy: async () => ({ Component: (await import('@/features/auth/components/auth-screen')).AuthScreen }),
      },
      closedWhenExcluded(queryClient, paths.dashboard.path, async () => {
        const { Dashboard } = await import('@/features/dashboard/components/dashboard');
        return <Dashboard />;
      }),
      closedWhenExcluded(queryClient, paths.crash.path, async () => {
        const { CrashPage } = await import('@/features/crash/components/crash-page');
        return <CrashPage />;
      }),
      closedWhenExcluded(queryClient, paths.aviator.path, async () => {
        const { AviatorPage } = await import('@/features/aviator/components/aviator-page');
        return <AviatorPage />;
      }),
      closedWhenExcluded(queryClient, paths.home.path, async () => <Navigate to={paths.dashboard.getHref()} replace />),
      guardedLazy(queryClient, paths.dateOfBirth.path, async () => {
        const { DateOfBirthPage } = await import('@/features/auth/components/date-of-birth-page');
        return <DateOfBirthPage />;
      }),
      guardedLazy(queryClient, paths.selfExcluded.path, async () => {
        const { SelfExcludedRoute } = await import('./routes/self-excluded-route');
        return <SelfExcludedRoute />;
      }),
      publicLazy(paths.download.path, async () => {
        const { DownloadPage } = await import('@/features/download/components/download-page');
        return <DownloadPage />;
      }),
      {
        // The public bar and footer load with the pages that show them rather than first.
        lazy: async () => ({ Component: (await import('@/components/layout/site-layout')).SiteLayout }),
        children: [
          closedWhenExcluded(queryClient, paths.deposit.path, async () => {
            const { DepositPage } = await import('@/features/money/components/deposit-page');
            return <DepositPage />;
          }),
          guardedLazy(queryClient, paths.withdraw.path, async () => {
            const { WithdrawPage } = await import('@/features/money/components/withdraw-page');
            return <WithdrawPage />;
          }),
          closedWhenExcluded(queryClient, paths.dice.path, async () => {
            const { DicePage } = await import('@/features/coming-soon/components/dice-page');
            return <DicePage />;
          }),
          closedWhenExcluded(queryClient, paths.tournaments.path, async () => {
            const { TournamentsPage } = await import('@/features/coming-soon/components/tournaments-page');
            return <TournamentsPage />;
          }),
          closedWhenExcluded(queryClient, paths.avatar.path, async () => {
            const { AvatarPage } = await import('@/features/avatar/components/avatar-page');
            return <AvatarPage />;
          }),
          guardedLazy(queryClient, paths.responsiblePlay.path, async () => {
            const { ResponsiblePlayPage } = await import('@/features/responsible-play/components/responsible-play-page');
            return <ResponsiblePlayPage />;
          }),
          guardedLazy(queryClient, paths.leaderboard.path, async () => {
            const { LeaderboardPage } = await import('@/features/leaderboard/components/leaderboard-page');
            return <LeaderboardPage />;
          }),
          publicLazy(paths.terms.path, async () => {
            const { TermsPage } = await import('@/features/legal/components/terms-page');
            return <TermsPage />;
          }),
          publicLazy(paths.privacy.path, async () => {
            const { PrivacyPage } = await import('@/features/legal/components/privacy-page');
            return <PrivacyPage />;
          }),
          publicLazy(paths.fairness.path, async () => {
            const { FairnessPage } = await import('@/features/fairness/components/fairness-page');
            return <FairnessPage />;
          }),
          publicLazy(paths.test.path, async () => {
            const { DebugPage } = await import('@/features/debug/components/debug-page');
            return <DebugPage />;
          }),
        ],
      },
      {
        path: paths.adminLogin.path,
        lazy: async () => ({ Component: (await import('@/features/admin/components/admin-login-page')).AdminLoginPage }),
      },
      adminLazy(paths.admin.path),
      adminLazy(paths.adminPage.path),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(routesFor(queryClient)), [queryClient]);
  return <RouterProvider router={router} />;
}
