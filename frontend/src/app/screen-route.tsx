import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { startSessionCheck } from '@/lib/auth/current-user';
import type { Screen } from './screens';

type Load = () => Promise<ReactNode>;

/**
 * A protected page rendered inside the guard once loaded. The guard keeps the live connection, so it loads with the
 * page too: `/` and `/auth` never fetch the socket code. The guard's session check starts as the code is asked for,
 * and the guard finds its answer.
 */
async function forPlayer(queryClient: QueryClient, load: Load): Promise<ReactNode> {
  startSessionCheck(queryClient);
  const [{ ProtectedRoute }, element] = await Promise.all([import('@/lib/auth/protected-route'), load()]);
  return <ProtectedRoute>{element}</ProtectedRoute>;
}

/**
 * A protected page a self-excluded player may not use: it leads to the restricted view while the exclusion holds.
 * The player's protection state is asked for while the code loads, beside the session check. An account still to
 * give its date of birth is led to do that first.
 */
function forPlayerNotExcluded(queryClient: QueryClient, load: Load): Promise<ReactNode> {
  return forPlayer(queryClient, async () => {
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
}

/** The admin panel behind its own guard: an auth-check, not the player session. */
async function forAdmin(load: Load): Promise<ReactNode> {
  const [{ AdminGuard }, element] = await Promise.all([import('@/features/admin/components/admin-guard'), load()]);
  return <AdminGuard>{element}</AdminGuard>;
}

function guarded(queryClient: QueryClient, { guard, page }: Screen): Promise<ReactNode> {
  switch (guard) {
    case 'public':
      return page();
    case 'player':
      return forPlayer(queryClient, page);
    case 'playerNotExcluded':
      return forPlayerNotExcluded(queryClient, page);
    case 'admin':
      return forAdmin(page);
  }
}

/** A screen's route: its page and its guard load on demand, together. */
export const screenRoute = (queryClient: QueryClient, screen: Screen): RouteObject => ({
  path: screen.path,
  lazy: async () => ({ element: await guarded(queryClient, screen) }),
});
