import { useMemo, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/lib/auth/protected-route';
import { NotFoundRoute } from './routes/not-found';
import { PlaceholderRoute } from './routes/placeholder';
import { RootRedirectRoute } from './routes/root-redirect';

const guarded = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <ProtectedRoute>{element}</ProtectedRoute>,
});

/** A protected screen whose code loads on demand, rendered inside the guard once loaded. */
const guardedLazy = (path: string, load: () => Promise<ReactNode>): RouteObject => ({
  path,
  lazy: async () => ({ element: <ProtectedRoute>{await load()}</ProtectedRoute> }),
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

const placeholder = (path: string, title: string, guard: boolean): RouteObject =>
  guard ? guarded(path, <PlaceholderRoute title={title} />) : { path, element: <PlaceholderRoute title={title} /> };

/**
 * Spec section 2. The auth screen, the dashboard and the money pages load on demand, so the form rules (zod)
 * stay out of the first load. Screens of later releases render a placeholder inside the same guard they will have.
 */
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    element: <Outlet />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageStatus message="Loading..." />,
    children: [
      { index: true, element: <RootRedirectRoute /> },
      {
        path: paths.auth.path,
        lazy: async () => ({ Component: (await import('@/features/auth/components/auth-screen')).AuthScreen }),
      },
      guardedLazy(paths.dashboard.path, async () => {
        const { Dashboard } = await import('@/features/dashboard/components/dashboard');
        return <Dashboard />;
      }),
      guardedLazy(paths.deposit.path, async () => {
        const { DepositPage } = await import('@/features/money/components/deposit-page');
        return <DepositPage />;
      }),
      guardedLazy(paths.withdraw.path, async () => {
        const { WithdrawPage } = await import('@/features/money/components/withdraw-page');
        return <WithdrawPage />;
      }),
      guardedLazy(paths.crash.path, async () => {
        const { CrashPage } = await import('@/features/crash/components/crash-page');
        return <CrashPage />;
      }),
      guardedLazy(paths.aviator.path, async () => {
        const { AviatorPage } = await import('@/features/aviator/components/aviator-page');
        return <AviatorPage />;
      }),
      placeholder(paths.home.path, 'Home', true),
      placeholder(paths.dice.path, 'Dice', true),
      placeholder(paths.tournaments.path, 'Tournaments', true),
      guardedLazy(paths.leaderboard.path, async () => {
        const { LeaderboardPage } = await import('@/features/leaderboard/components/leaderboard-page');
        return <LeaderboardPage />;
      }),
      placeholder(paths.avatar.path, 'Customize Avatar', true),
      placeholder(paths.terms.path, 'Terms of Service', false),
      placeholder(paths.privacy.path, 'Privacy Policy', false),
      placeholder(paths.download.path, 'Download App', false),
      {
        path: paths.adminLogin.path,
        lazy: async () => ({ Component: (await import('@/features/admin/components/admin-login-page')).AdminLoginPage }),
      },
      adminLazy(paths.admin.path),
      adminLazy(paths.adminPage.path),
      placeholder(paths.test.path, 'Debug', false),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
