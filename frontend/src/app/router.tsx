import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { AppShell } from '@/components/layout/app-shell';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { i18next } from '@/i18n';
import { paths } from '@/config/paths';
import { NotFoundRoute } from './routes/not-found';
import { RootRedirectRoute } from './routes/root-redirect';
import { screenRoute } from './screen-route';
import { framedScreens, siteScreens } from './screens';

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
    hydrateFallbackElement: <FullPageStatus message={i18next.t('common:status.loading')} />,
    children: [
      { index: true, element: <RootRedirectRoute /> },
      ...framedScreens.map((screen) => screenRoute(queryClient, screen)),
      {
        // The public bar and footer load with the pages that show them rather than first.
        lazy: async () => ({ Component: (await import('@/components/layout/site-layout')).SiteLayout }),
        children: siteScreens.map((screen) => screenRoute(queryClient, screen)),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(routesFor(queryClient)), [queryClient]);
  return <RouterProvider router={router} />;
}
