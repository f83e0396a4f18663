import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { RootRedirectRoute } from './root-redirect';

const landingCode = vi.hoisted(() => ({ asked: vi.fn() }));

vi.mock('@/features/landing/components/landing-page', async (original) => {
  landingCode.asked();
  return original();
});

describe('/ for a visitor', () => {
  it('downloads the landing page while it asks for the session, and shows it once the session is refused', async () => {
    stubFetch({ '/api/user': { status: 401, body: { message: 'Not logged in' } }, '/api/stats': { body: { biggestWin: 0, latestCrashCrash: 0, recentCrashGames: [] } } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answerSession!: () => void;
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input) === '/api/user') await sessionAnswered;
      return answer(input, init);
    });
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <RootRedirectRoute /> }], { initialEntries: ['/'] })} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(landingCode.asked).toHaveBeenCalled());
    expect(screen.getByText('Checking your account...')).toBeTruthy();
    answerSession();
    expect(await screen.findByRole('link', { name: 'Play Now' })).toBeTruthy();
  });
});
