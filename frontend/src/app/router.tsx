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
      placeholder(paths.home.path, 'Home', true),
      placeholder(paths.crash.path, 'Crash', true),
      placeholder(paths.aviator.path, 'Aviator', true),
      placeholder(paths.dice.path, 'Dice', true),
      placeholder(paths.tournaments.path, 'Tournaments', true),
      placeholder(paths.leaderboard.path, 'Leaderboard', true),
      placeholder(paths.avatar.path, 'Customize Avatar', true),
      placeholder(paths.terms.path, 'Terms of Service', false),
      placeholder(paths.privacy.path, 'Privacy Policy', false),
      placeholder(paths.download.path, 'Download App', false),
      placeholder(paths.adminLogin.path, 'Admin Login', false),
      placeholder(paths.admin.path, 'Admin Panel', false),
      placeholder(paths.adminPage.path, 'Admin Panel', false),
      placeholder(paths.test.path, 'Debug', false),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
