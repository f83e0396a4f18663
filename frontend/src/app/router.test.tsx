import { QueryClientProvider } from '@tanstack/react-query';
import { protectionMessages } from '@pkr/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/components/errors/route-error';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { alice } from '@/testing/render';
import { daysFromNow, freePlay } from '@/testing/responsible-play';
import { routesFor } from './router';

function renderRoutes(path: string, routeObjects?: RouteObject[]) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routeObjects ?? routesFor(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the router', () => {
  it('shows Page Not Found with a link home for unknown paths', async () => {
    renderRoutes('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('checks the session at / , stores the answer and goes on to /dashboard', async () => {
    stubFetch({ '/api/user': { body: alice } });
    const router = renderRoutes('/');
    expect(screen.getByText('Checking your account...')).toBeTruthy();
    // The dashboard's code loads on demand; on a loaded machine that can take a few seconds.
    expect(await screen.findByRole('heading', { name: 'Welcome, alice' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(alice);
  }, 15_000);

  it('shows the landing page at / to a visitor who is not logged in', async () => {
    stubFetch({ '/api/user': { status: 401, body: { message: 'Not logged in' } }, '/api/stats': { body: { biggestWin: 0, latestCrashCrash: 0, recentCrashGames: [] } } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderRoutes('/');
    expect(await screen.findByRole('link', { name: 'Play Now' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the fairness page to a visitor who is not logged in, with the footer linking to it', async () => {
    const chain = { terminatingHash: 'ab'.repeat(32), salt: 'salt', houseEdgePercent: 1, maxMultiplier: 6, formula: 'crash = ...' };
    stubFetch({
      '/api/user': { status: 401, body: { message: 'Not logged in' } },
      '/api/fairness/crash': { body: { gameType: 'crash', ...chain } },
      '/api/fairness/aviator': { body: { gameType: 'aviator', ...chain } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderRoutes('/fairness');
    expect(await screen.findByRole('heading', { name: 'Provably Fair', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Provably Fair' }).getAttribute('href')).toBe('/fairness');
    expect(router.state.location.pathname).toBe('/fairness');
  }, 15_000);

  it('asks for the session once, while a guarded screen\'s code loads, not after its guard is drawn', async () => {
    const { calls } = stubFetch({ '/api/user': { body: alice } });
    const shownAtAsk: string[] = [];
    const asked = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input) === '/api/user') shownAtAsk.push(document.body.textContent ?? '');
      return asked(input, init);
    });
    renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, alice' }, { timeout: 10_000 })).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/user')).toHaveLength(1);
    expect(shownAtAsk[0]).not.toContain('Loading your account information...');
  }, 15_000);

  it('sends an account still to give its date of birth from the dashboard and the deposit page to /date-of-birth', async () => {
    const asked = { ...alice, dateOfBirthRequired: true };
    stubFetch({ '/api/user': { body: asked }, '/api/responsible-play': { body: freePlay } });
    for (const path of ['/dashboard', '/deposit']) {
      const router = renderRoutes(path);
      expect(await screen.findByRole('heading', { name: 'Confirm your date of birth' }, { timeout: 10_000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/date-of-birth');
      cleanup();
    }
  }, 30_000);

  it('goes on to /dashboard from / even when the check fails', async () => {
    stubFetch({ '/api/user': { status: 500, body: { message: 'down' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderRoutes('/');
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps a self-excluded player to the restricted view: balance, the end, withdrawals and logout', async () => {
    const selfExcludedUntil = daysFromNow(180);
    stubFetch({ '/api/user': { body: alice }, '/api/responsible-play': { body: { ...freePlay, selfExcludedUntil } } });
    const router = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Your account is self-excluded' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/self-excluded');
    expect(screen.getByTestId('exclusion-end').textContent).toBe(protectionMessages.selfExcluded(new Date(selfExcludedUntil), new Date()));
    expect(screen.getByTestId('balance').textContent).toBe('Rs. 1,250');
    expect(screen.getByRole('form', { name: 'Withdrawal request' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Dashboard|Deposit|Crash|Aviator/ })).toBeNull();

    for (const closed of ['/deposit', '/crash', '/aviator', '/avatar']) {
      await act(() => router.navigate(closed));
      expect(await screen.findByRole('heading', { name: 'Your account is self-excluded' }, { timeout: 10_000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/self-excluded');
    }
  }, 30_000);

  it('sends a player who is not self-excluded from the restricted view to the dashboard', async () => {
    stubFetch({ '/api/user': { body: alice }, '/api/responsible-play': { body: { ...freePlay, selfExcludedUntil: daysFromNow(-1) } } });
    const router = renderRoutes('/self-excluded');
    expect(await screen.findByRole('heading', { name: 'Welcome, alice' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  }, 15_000);

  it('renders the error screen when a route throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('kaboom');
    };
    renderRoutes('/', [{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/refresh the page or contact support/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeTruthy();
  });
});
