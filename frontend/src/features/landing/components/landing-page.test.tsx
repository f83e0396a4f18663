import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { LandingPage } from './landing-page';

const stats = {
  biggestWin: 12_345,
  latestCrashCrash: 3.1,
  recentCrashGames: [
    { id: 42, crashPoint: 3.1, adminControlled: false },
    { id: 41, crashPoint: 1.99, adminControlled: false },
    { id: 40, crashPoint: 2, adminControlled: true },
  ],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the landing page', () => {
  it('shows the biggest win, the latest crash and the recent rounds, green at 2.00x or more and red below', async () => {
    stubFetch({ '/api/stats': { body: stats } });
    renderAt('/', <LandingPage />);
    expect(await screen.findByText('12,345 PKR')).toBeTruthy();
    expect(screen.getByTestId('latest-crash').textContent).toBe('3.10x');
    const recent = within(screen.getByRole('region', { name: 'Recent Games' }));
    const [latest, below, atTwo] = recent.getAllByRole('listitem');
    expect(latest!.textContent).toBe('Game #423.10x');
    expect(below!.className).toContain('text-red-300');
    expect(atTwo!.className).toContain('text-emerald-300');
  });

  it('tags a round whose crash point an admin set, and only that one', async () => {
    stubFetch({ '/api/stats': { body: stats } });
    renderAt('/', <LandingPage />);
    const recent = within(await screen.findByRole('region', { name: 'Recent Games' }));
    const [latest, , adminSet] = await recent.findAllByRole('listitem');
    expect(within(adminSet!).getByText('Crash point set by an admin')).toBeTruthy();
    expect(within(adminSet!).getByTitle('Crash point set by an admin').textContent).toContain('Admin');
    expect(within(latest!).queryByText('Crash point set by an admin')).toBeNull();
  });

  it('leads to the games, a deposit and the way in', async () => {
    stubFetch({ '/api/stats': { body: stats } });
    renderAt('/', <LandingPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Play Now' }).getAttribute('href')).toBe('/crash');
    expect(main.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(main.getByRole('link', { name: 'Play Crash' }).getAttribute('href')).toBe('/crash');
    const header = within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);
    expect(header.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Crash', '/crash'],
      ['Deposit', '/deposit'],
      ['Withdraw', '/withdraw'],
    ]);
    expect(screen.getByRole('link', { name: 'Login / Register' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it("reads 'No recent Crash games available' before any round has finished", async () => {
    stubFetch({ '/api/stats': { body: { biggestWin: 0, latestCrashCrash: 0, recentCrashGames: [] } } });
    renderAt('/', <LandingPage />);
    expect(await screen.findByText('No recent Crash games available')).toBeTruthy();
    expect(screen.getByTestId('latest-crash').textContent).toBe('—');
  });

  it('shows a placeholder, not 0 PKR, while the stats load', () => {
    const { fetchStub } = stubFetch({ '/api/stats': { body: stats } });
    fetchStub.mockImplementationOnce(() => new Promise<Response>(() => {}));
    renderAt('/', <LandingPage />);
    const biggestWin = screen.getByTestId('biggest-win');
    expect(biggestWin.getAttribute('aria-busy')).toBe('true');
    expect(biggestWin.textContent).toBe('');
    expect(screen.queryByText('No recent Crash games available')).toBeNull();
  });

  it('says quietly that the numbers are unavailable when the stats fail, never 0 PKR', async () => {
    stubFetch({ '/api/stats': { status: 503, body: { message: 'down' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    renderAt('/', <LandingPage />, queryClient);
    expect(await screen.findByText('Recent games are not available right now.')).toBeTruthy();
    const biggestWin = screen.getByTestId('biggest-win');
    expect(biggestWin.getAttribute('aria-busy')).toBe('false');
    expect(biggestWin.textContent).toBe('—');
    expect(screen.queryByText('No recent Crash games available')).toBeNull();
  });

  it('asks for the stats again every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch({ '/api/stats': [{ body: stats }, { body: { ...stats, biggestWin: 20_000 } }] });
    renderAt('/', <LandingPage />);
    expect(await screen.findByText('12,345 PKR')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByText('20,000 PKR')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
